import { Link } from 'react-router';
import type { ContentLink } from '@/content/schema';
import { gridLayoutFor } from './grid-layout';

type DescribedLink = ContentLink & { description: string };

/** Whole-card links to related pages, each with a short description. */
export function LinkCardGrid({ links }: { links: readonly DescribedLink[] }) {
  return (
    <ul className={`grid ${gridLayoutFor(links.length)} industry-link-card-grid`}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="card card-link industry-link-card">
            <h3>{link.label}</h3>
            <p>{link.description}</p>
            <span className="industry-link-card-more" aria-hidden="true">
              Open →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
