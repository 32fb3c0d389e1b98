import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { SearchField } from './search-field';
import { useVault } from '@/lib/vault-context';
import { useRecordEmptySearch } from '@/features/team';
import { resultsFound } from './format';
import { endSearcher, searcherFor } from './search-client';
import { useViewFile } from './use-file-actions';

/** Marked (User Timing) when a query's results have rendered; detail is the query. */
export const SEARCH_RESULTS_MARK = 'collateral-search:results';

interface Found {
  query: string;
  indices: number[];
}

/** Starts the search worker once the page is idle, so the first keystroke does not wait for it. */
function useWarmSearcher(files: Parameters<typeof searcherFor>[0]) {
  // The header outlives every portal page: its searcher's workers end with it (Lock portal).
  useEffect(() => () => endSearcher(files), [files]);
  useEffect(() => {
    const warm = () => void searcherFor(files);
    // Safari only gained requestIdleCallback recently.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(warm, 1500);
    return () => window.clearTimeout(timer);
  }, [files]);
}

/**
 * The header's collateral search (spec 2.3) as an ARIA combobox: fuzzy results from the search
 * worker, arrows move the highlight, Enter or a click opens the file in a new tab, Escape closes
 * and clears. The header mounts it once: in its bar on wide screens, else in its menu.
 */
export function HeaderSearch() {
  const { vault } = useVault();
  const files = vault.library.files;
  const { view, error } = useViewFile('header_search');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ query: '', indices: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const latest = useRef('');
  const latestSearch = useRef<Promise<number[] | null>>(Promise.resolve([]));
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useWarmSearcher(files);

  const results = found.indices.flatMap((index) => (files[index] ? [files[index]] : []));
  const settled = found.query === query;
  const visible = open && query.trim() !== '';
  const hasList = visible && results.length > 0;
  useRecordEmptySearch(settled ? query : '', settled ? results.length : null);

  // A User Timing mark per answered query as its results reach the DOM (a layout effect runs
  // right after the commit, before paint): `npm run bench` measures keystroke latency from it.
  useLayoutEffect(() => {
    if (found.query.trim()) performance.mark(SEARCH_RESULTS_MARK, { detail: found.query });
  }, [found]);

  // Keep the highlighted result in view inside the scrolling list.
  useEffect(() => {
    if (hasList)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, hasList, id]);

  const search = (value: string) => {
    latest.current = value;
    setQuery(value);
    setActive(0);
    setOpen(true);
    if (!value.trim()) {
      setFound({ query: value, indices: [] });
      return;
    }
    const pending = (latestSearch.current = searcherFor(files).search(value));
    void pending.then((indices) => {
      // Results of a query that has since changed are dropped rather than flashed.
      if (indices && latest.current === value) setFound({ query: value, indices });
    });
  };

  const clear = () => search('');

  // Escape closes the results and clears the query (the menu around the box stays open); a press
  // outside closes them and keeps the query.
  useDismiss(
    visible,
    (reason) => {
      if (reason === 'escape') clear();
      setOpen(false);
    },
    { inside: [root], returnFocusTo: input },
  );

  const openResult = (index: number) => {
    const file = results[index];
    if (file) view(file);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!visible) return setOpen(true);
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + count) % count);
    } else if (event.key === 'Enter') {
      if (hasList && settled) {
        event.preventDefault();
        openResult(active);
      } else if (visible && !settled) {
        // Typed faster than the search answered: open this query's best match once it is known
        // (the tab opens now, while the key press still counts as a user gesture).
        event.preventDefault();
        view(
          latestSearch.current.then((indices) =>
            indices?.length ? (files[indices[0]!] ?? null) : null,
          ),
        );
      }
    }
  };

  return (
    <div
      className="header-search"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search collateral
      </label>
      <SearchField
        variant="compact"
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={hasList}
        aria-controls={hasList ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={hasList ? optionId(active) : undefined}
        placeholder="Search collateral..."
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => search(event.target.value)}
        onFocus={() => {
          void searcherFor(files);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        showClear={Boolean(query)}
        onClear={() => {
          clear();
          input.current?.focus();
        }}
      />

      <div className="header-search-panel" hidden={!visible}>
        <p className="header-search-count" role="status">
          {visible ? (settled ? resultsFound(results.length) : 'Searching…') : ''}
        </p>
        {hasList ? (
          <ul
            id={listboxId}
            role="listbox"
            aria-label="Collateral results"
            className="header-search-results"
          >
            {results.map((file, index) => (
              // Focus stays in the field (aria-activedescendant); the mouse picks with a click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={file.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`header-search-result${index === active ? ' is-active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => openResult(index)}
              >
                <span className="header-search-result-title">{file.title}</span>
                <span className="header-search-result-description">{file.description}</span>
                <span className="header-search-result-badges">
                  <span className="badge badge-category">{file.category}</span>
                  <span className="badge">{file.fileType}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {visible && settled && results.length === 0 ? (
          <div className="header-search-empty">
            <p>No results found for &quot;{query}&quot;</p>
            <p className="small muted">Try different keywords or check spelling</p>
          </div>
        ) : null}
        {error ? (
          <p className="doc-card-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
