import type { CSSProperties } from 'react';
import { ExternalLink } from '@/components/ui/external-link';

export interface ReplayItem {
  id: string;
  color: string;
  title: string;
  period: string;
  src: string;
  alt: string;
  /** The public page section that shows this replay. */
  publicHref: string;
}

/** The five back-test replays: public screenshots a rep can open or send the public page for. */
export function ReplayGrid({ items }: { items: readonly ReplayItem[] }) {
  return (
    <ul className="grid grid-3 pp-replays">
      {items.map((item) => (
        <li
          key={item.id}
          className="card card-accent pp-replay"
          style={{ '--card-accent': item.color } as CSSProperties}
        >
          <img
            src={item.src}
            alt={item.alt}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="pp-replay-img"
          />
          <h3>{item.title}</h3>
          <p className="small">{item.period}</p>
          <div className="actions">
            <ExternalLink href={item.src} className="btn btn-secondary btn-sm">
              View
            </ExternalLink>
            <ExternalLink href={item.publicHref} className="btn btn-ghost btn-sm">
              Public Page
            </ExternalLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
