import { useId, useState } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { SORT_KEYS, SORT_LABELS, type LibraryQuery, type SortKey } from './library-filters';
import { ActiveFilters } from './active-filters';
import { useViewFile } from './use-file-actions';

interface LibrarySidebarProps {
  query: LibraryQuery;
  onChange: (next: Partial<LibraryQuery>) => void;
  categories: ReadonlyArray<{ name: string; count: number }>;
  tags: ReadonlyArray<{ name: string; count: number | null }>;
  manifests: readonly CollateralFile[];
  onClearAll: () => void;
}

function ManifestItem({ file }: { file: CollateralFile }) {
  const { view, error } = useViewFile();
  return (
    <li>
      <button type="button" className="manifest-link" onClick={() => view(file)}>
        <span className="visually-hidden">View </span>
        {file.sourceRelativePath.replace(/^manifests\//, '')}
      </button>
      {error ? (
        <span className="doc-card-error" role="alert">
          {error}
        </span>
      ) : null}
    </li>
  );
}

/** Sort, category and tag filters, and the technical manifests (collapsible on small screens). */
export function LibrarySidebar({
  query,
  onChange,
  onClearAll,
  categories,
  tags,
  manifests,
}: LibrarySidebarProps) {
  const activeCount = (query.q.trim() ? 1 : 0) + (query.category ? 1 : 0) + query.tags.length;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const radioName = useId();
  return (
    <aside className="library-sidebar" aria-labelledby="library-refine-title">
      <h2 id="library-refine-title" className="visually-hidden">
        Sort and filter
      </h2>
      <ActiveFilters query={query} onChange={onChange} onClearAll={onClearAll} />
      <button
        type="button"
        className="panel-toggle library-sidebar-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>Sort and filter{activeCount ? ` (${activeCount} active)` : ''}</span>
        <svg
          className="chevron"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} className={`library-sidebar-panel${open ? '' : ' is-collapsed'}`}>
        <div className="field">
          <label htmlFor={sortId}>Sort By</label>
          <select
            id={sortId}
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as SortKey })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </div>

        <fieldset className="filter-group">
          <legend>Category</legend>
          <label className="filter-option">
            <input
              type="radio"
              name={radioName}
              checked={query.category === null}
              onChange={() => onChange({ category: null })}
            />
            <span>All</span>
          </label>
          {categories.map(({ name, count }) => (
            <label key={name} className="filter-option">
              <input
                type="radio"
                name={radioName}
                checked={query.category === name}
                onChange={() => onChange({ category: name })}
              />
              <span>{name}</span>
              <span className="filter-count">
                {count}
                <span className="visually-hidden"> documents</span>
              </span>
            </label>
          ))}
        </fieldset>

        <fieldset className="filter-group">
          <legend>Tags</legend>
          {tags.map(({ name, count }) => (
            <label key={name} className="filter-option">
              <input
                type="checkbox"
                checked={query.tags.includes(name)}
                onChange={() =>
                  onChange({
                    tags: query.tags.includes(name)
                      ? query.tags.filter((tag) => tag !== name)
                      : [...query.tags, name],
                  })
                }
              />
              <span>{name}</span>
              {count === null ? null : (
                <span className="filter-count">
                  {count}
                  <span className="visually-hidden"> documents</span>
                </span>
              )}
            </label>
          ))}
        </fieldset>

        <section className="manifest-list" aria-labelledby="manifests-title">
          <h3 id="manifests-title">Technical Specs (Manifests)</h3>
          {manifests.length ? (
            <ul>
              {manifests.map((file) => (
                <ManifestItem key={file.id} file={file} />
              ))}
            </ul>
          ) : (
            <p className="small muted">No manifests in this catalogue.</p>
          )}
        </section>
      </div>
    </aside>
  );
}
