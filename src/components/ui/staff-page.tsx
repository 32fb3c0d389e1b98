import { useId, type ReactNode, type Ref } from 'react';

interface StaffPageProps {
  /**
   * The page's block class: its section gets `block`, its container `block-container` and its
   * actions `block-head-actions`.
   */
  block: string;
  /** Who the page is for, above the title ("Admins only"). */
  audience: string;
  title: string;
  /** For a page that moves focus to its title after a change of view (not a tab stop). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A line under the title. */
  intro?: ReactNode;
  /** The page's own buttons, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A standalone staff page (lead inbox, people, audit, studio, insight, errors): its section,
 * container and head. The head's styles are the staff frame's (src/app/layouts/staff-frame.css).
 */
export function StaffPage({
  block,
  audience,
  title,
  headingRef,
  intro,
  actions,
  children,
}: StaffPageProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={`section ${block}`} aria-labelledby={titleId}>
      <div className={`container ${block}-container`}>
        <div className="staff-page-head">
          <div>
            <p className="eyebrow">{audience}</p>
            <h1 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
              {title}
            </h1>
            {intro}
          </div>
          {actions ? <div className={`${block}-head-actions`}>{actions}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
