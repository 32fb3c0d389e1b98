import { useEffect, useId, useRef } from 'react';
import { SearchField } from './search-field';
import { foundResults } from './format';

const HINT_WORDS = ['pricing', 'ROI', 'objections', 'demo', 'manifest', 'pilot'];
// Long enough to skip the keystrokes of a word being typed, short enough to feel immediate; also
// keeps history.replaceState well under Safari's limit of 100 calls per 10 seconds.
const URL_DELAY_MS = 150;

interface LibrarySearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
  /** Matching documents for the current search (shown while a search is active). */
  resultCount: number;
  /** "Search inside documents" is on. */
  inside: boolean;
  onInsideChange: (inside: boolean) => void;
  /** What the inside search is doing: reading files, or how many it searches. */
  insideStatus: string;
}

/**
 * The library's search field. The field keeps what is typed and writes it to the URL after a short
 * pause; a change made elsewhere (quick search, chips, Clear all, back/forward) is copied into the
 * field unless the reader is typing in it.
 */
export function LibrarySearchBox({
  value,
  onSearch,
  resultCount,
  inside,
  onInsideChange,
  insideStatus,
}: LibrarySearchBoxProps) {
  const inputId = useId();
  const hintId = useId();
  const insideId = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const field = input.current;
    if (field && field.value !== value && document.activeElement !== field) field.value = value;
  }, [value]);

  useEffect(() => {
    // Autofocus for keyboard and mouse users; on touch screens it would throw up the keyboard.
    if (window.matchMedia('(pointer: fine)').matches) input.current?.focus({ preventScroll: true });
    return () => window.clearTimeout(timer.current);
  }, []);

  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    onSearch(next);
  };

  return (
    <div className="library-search" role="search">
      <label htmlFor={inputId} className="library-search-label">
        Search documents
      </label>
      <SearchField
        variant="large"
        ref={input}
        id={inputId}
        type="search"
        defaultValue={value}
        placeholder="Search by title, description, category or tag"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={hintId}
        onChange={(event) => {
          const next = event.target.value;
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onSearch(next), URL_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        showClear={Boolean(value)}
        onClear={() => {
          if (input.current) input.current.value = '';
          commit('');
          input.current?.focus();
        }}
      />
      <p id={hintId} className="field-hint">
        Try: {HINT_WORDS.join(', ')}
      </p>
      <div className="library-inside">
        <label className="library-inside-toggle">
          <input
            type="checkbox"
            checked={inside}
            onChange={(event) => onInsideChange(event.target.checked)}
            aria-describedby={insideId}
          />
          Search inside documents
        </label>
        <span id={insideId} className="field-hint">
          {insideStatus}
        </span>
      </div>
      <p className="library-search-count" role="status">
        {value.trim() ? foundResults(resultCount) : ''}
      </p>
    </div>
  );
}
