import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { toneClass, type Tone } from './tones';

interface PageIntroProps {
  /** Where the page's Back button goes (the spec names a target per page). */
  back?: { to: string; label: string };
  eyebrow?: string;
  title: ReactNode;
  badges?: readonly string[];
  /** One colour for the page's status badges: red for do-not-sell pages, blue by default. */
  badgeTone?: Tone;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top of a portal product page: Back, the page's single h1, its status badges and lead. */
export function PageIntro({
  back,
  eyebrow = 'Internal use only',
  title,
  badges,
  badgeTone = 'info',
  lead,
  children,
}: PageIntroProps) {
  return (
    <section className="hero pp-intro">
      <div className="container">
        {back ? (
          <LinkButton to={back.to} variant="ghost" size="sm" className="pp-back">
            <span aria-hidden="true">&larr;</span> {back.label}
          </LinkButton>
        ) : null}
        <span className="eyebrow">{eyebrow}</span>
        <h1>{title}</h1>
        {badges?.length ? (
          <ul className="pp-badges" aria-label="Status">
            {badges.map((badge) => (
              <li key={badge} className={`${toneClass(badgeTone)} pp-status-badge`}>
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
