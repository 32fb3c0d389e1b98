import { taglines } from '@/content/public/claims';

/** Backtested, Audit-Ready, Immutable, Zero Drift. */
export function TaglineList() {
  return (
    <ul className="flagship-taglines" aria-label="Product principles">
      {taglines.map((tagline) => (
        <li key={tagline} className="badge badge-available">
          {tagline}
        </li>
      ))}
    </ul>
  );
}
