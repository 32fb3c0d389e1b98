import { useState } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { DocumentCard, DocumentCardPlaceholders } from './document-card';
import { findSnippet, type DocumentTexts } from './document-text';
import { groupByCategory } from './library-filters';

// Cards rendered at once: all of a catalogue up to this size (like today's), so it reads as one list.
const FULL_LIST_MAX = 240;
// A larger catalogue shows pages of this many: each search then renders a few screenfuls of
// cards, not hundreds (at 10,000 documents a short query matches thousands). 24 fills rows of 2,
// 3 or 4 cards; mounting 60 made a search's first keystroke the slowest (docs/decisions/0014).
const LARGE_PAGE_SIZE = 24;

interface DocumentResultsProps {
  /** The matching files in display order; null while the first list is being prepared. */
  files: readonly CollateralFile[] | null;
  /** With no search, category or tag the list is grouped by category; otherwise flat. */
  filtered: boolean;
  categoryOrder: readonly string[];
  catalogueSize: number;
  now: Date;
  /** A newer view is being prepared; the list shown is the previous one. */
  stale: boolean;
  onClearAll: () => void;
  /** Search inside documents: each card shows where its text matched `snippetQuery`. */
  texts?: DocumentTexts | null;
  snippetQuery?: string;
}

interface CardListProps {
  files: readonly CollateralFile[];
  now: Date;
  headingLevel: 3 | 4;
  texts?: DocumentTexts | null;
  snippetQuery?: string;
}

function CardList({ files, now, headingLevel, texts, snippetQuery = '' }: CardListProps) {
  return (
    <ul className="doc-grid">
      {files.map((file) => {
        const text = snippetQuery.trim() ? texts?.get(file.id) : undefined;
        return (
          <li key={file.id}>
            <DocumentCard
              file={file}
              now={now}
              headingLevel={headingLevel}
              snippet={text ? findSnippet(text.text, text.lower, snippetQuery) : null}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** The main list (spec 2.11): 'All Documents' by category, 'N Results' flat, empty and loading states. */
export function DocumentResults({
  files,
  filtered,
  categoryOrder,
  catalogueSize,
  now,
  stale,
  onClearAll,
  texts,
  snippetQuery,
}: DocumentResultsProps) {
  const pageSize = catalogueSize <= FULL_LIST_MAX ? FULL_LIST_MAX : LARGE_PAGE_SIZE;
  const [limit, setLimit] = useState(pageSize);
  const heading =
    files === null || !filtered
      ? 'All Documents'
      : `${files.length} ${files.length === 1 ? 'Result' : 'Results'}`;
  const shown = files?.slice(0, limit) ?? [];
  const remaining = (files?.length ?? 0) - shown.length;

  let body;
  if (files === null) body = <DocumentCardPlaceholders />;
  else if (files.length === 0)
    body =
      catalogueSize === 0 ? (
        <p className="library-empty">No documents found.</p>
      ) : (
        <div className="library-empty">
          <p className="library-empty-title">No documents match your filters</p>
          <p className="muted">
            Try a different search, or adjust or clear the category and tag filters.
          </p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onClearAll}>
            Clear all filters
          </button>
        </div>
      );
  else if (filtered)
    body = (
      <CardList
        files={shown}
        now={now}
        headingLevel={3}
        texts={texts}
        snippetQuery={snippetQuery}
      />
    );
  else
    body = groupByCategory(shown, categoryOrder).map((group) => (
      <section
        key={group.category}
        className="doc-group"
        aria-labelledby={`group-${group.category.replace(/\W+/g, '-')}`}
      >
        <h3 id={`group-${group.category.replace(/\W+/g, '-')}`} className="doc-group-title">
          {group.category} <span className="doc-group-count">({group.docs.length})</span>
        </h3>
        <CardList files={group.docs} now={now} headingLevel={4} />
      </section>
    ));

  return (
    <section
      className="library-results"
      aria-labelledby="library-results-title"
      aria-busy={files === null || stale}
    >
      <h2 id="library-results-title">{heading}</h2>
      <div className={stale ? 'library-results-body is-stale' : 'library-results-body'}>{body}</div>
      {remaining > 0 ? (
        <button
          type="button"
          className="btn btn-secondary library-more"
          onClick={() => setLimit((current) => current + pageSize)}
        >
          Show {Math.min(remaining, pageSize)} more of {remaining}
        </button>
      ) : null}
    </section>
  );
}
