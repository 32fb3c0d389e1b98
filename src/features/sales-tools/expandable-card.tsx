import { useId, useState, type CSSProperties, type ReactNode } from 'react';

interface ExpandableCardProps {
  /** The heading text; it is also the toggle button's name. */
  title: ReactNode;
  /** Badges beside the title, inside the button (they become part of its name). */
  meta?: ReactNode;
  /** Always visible under the heading. */
  summary?: ReactNode;
  /** A state colour for the card's top border. */
  accent?: string;
  headingLevel?: 3 | 4;
  children: ReactNode;
}

/**
 * A card whose heading is a disclosure button (the ARIA accordion pattern without the group
 * rules): several can be open at once so a rep can compare them side by side.
 */
export function ExpandableCard({
  title,
  meta,
  summary,
  accent,
  headingLevel = 3,
  children,
}: ExpandableCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const style = accent ? ({ '--card-accent': accent } as CSSProperties) : undefined;
  return (
    <article className={`card card-accent pp-expandable${open ? ' is-open' : ''}`} style={style}>
      <Heading className="pp-expandable-heading">
        <button
          type="button"
          className="pp-expandable-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="pp-expandable-title">{title}</span>
          {meta ? <span className="pp-expandable-meta">{meta}</span> : null}
          <svg className="chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Heading>
      {summary ? <div className="pp-expandable-summary">{summary}</div> : null}
      <div id={panelId} className="pp-expandable-body" hidden={!open}>
        {children}
      </div>
    </article>
  );
}
