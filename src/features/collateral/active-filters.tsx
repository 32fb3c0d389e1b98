import type { LibraryQuery } from './library-filters';

interface ActiveFiltersProps {
  query: LibraryQuery;
  onChange: (next: Partial<LibraryQuery>) => void;
  onClearAll: () => void;
}

/** One removable chip per active search, category and tag, and Clear all. */
export function ActiveFilters({ query, onChange, onClearAll }: ActiveFiltersProps) {
  const chips: Array<{ key: string; label: string; remove: () => void }> = [];
  if (query.q.trim())
    chips.push({
      key: 'q',
      label: `Search: “${query.q.trim()}”`,
      remove: () => onChange({ q: '' }),
    });
  if (query.category)
    chips.push({
      key: 'category',
      label: `Category: ${query.category}`,
      remove: () => onChange({ category: null }),
    });
  for (const tag of query.tags)
    chips.push({
      key: `tag-${tag}`,
      label: `Tag: ${tag}`,
      remove: () => onChange({ tags: query.tags.filter((t) => t !== tag) }),
    });
  if (!chips.length) return null;
  return (
    <div className="active-filters">
      <h3 className="active-filters-title">Active filters</h3>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" onClick={chip.remove}>
              <span>{chip.label}</span>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden"> (remove)</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}
