import type { CollateralFile } from '@/shared/vault-schema';
import { DocumentCard } from './document-card';

/** Quick searches offered under Start Here (spec 2.11); each fills the search box. */
export const QUICK_SEARCHES = ['Calm Deck', 'ROI Toolkit', 'Pilot Plan', 'Battlecards'] as const;

interface StartHereProps {
  featured: readonly CollateralFile[];
  now: Date;
  onQuickSearch: (query: string) => void;
}

/** The fast path for a first visit: featured files and four quick searches. */
export function StartHere({ featured, now, onQuickSearch }: StartHereProps) {
  return (
    <section className="library-section start-here" aria-labelledby="start-here-title">
      <h2 id="start-here-title">Start Here</h2>
      {featured.length ? (
        <ul className="doc-grid doc-grid-compact">
          {featured.map((file) => (
            <li key={file.id}>
              <DocumentCard file={file} now={now} compact />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="quick-searches">
        <span className="quick-searches-label" id="quick-search-label">
          Quick search
        </span>
        <ul aria-labelledby="quick-search-label">
          {QUICK_SEARCHES.map((query) => (
            <li key={query}>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => onQuickSearch(query)}
              >
                {query}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
