import type { ReactNode } from 'react';

interface BlockProps {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  alt?: boolean;
  children: ReactNode;
}

/** A page section with its h2, without the scroll reveal (status facts should be there at once). */
export function Block({ id, title, intro, alt, children }: BlockProps) {
  return (
    <section
      id={id}
      className={`section pp-block${alt ? ' section-alt' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="container">
        <div className="section-head">
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
