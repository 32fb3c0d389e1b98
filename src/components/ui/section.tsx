import type { ReactNode } from 'react';
import { Reveal } from './reveal';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  alt?: boolean;
  centered?: boolean;
  narrow?: boolean;
  children: ReactNode;
}

/** A page section with an optional heading block; it fades in as it scrolls into view. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  alt,
  centered,
  narrow,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      className={`section${alt ? ' section-alt' : ''}`}
      aria-labelledby={title && id ? `${id}-title` : undefined}
    >
      <Reveal className={`container${narrow ? ' container-narrow' : ''}`}>
        {title ? (
          <div className={`section-head${centered ? ' center' : ''}`}>
            {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
            <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
            {intro ? <p className="lead">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </Reveal>
    </section>
  );
}
