import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LibraryQuery } from './library-filters';
import { parseLibraryQuery, serializeLibraryQuery, type QueryVocabulary } from './library-query';

/**
 * The library's view state, read from and written to the URL query. Typing replaces the history
 * entry; choosing a filter or sort adds one, so Back undoes it. Those choices update the page
 * synchronously (flushSync): the radios, boxes and select are controlled by the URL, and a
 * transition would briefly show them unchanged after a click (or longer, while the portal pack's
 * progress keeps interrupting it). A control that replaces the entry passes `sync` for the same reason. The document list itself still
 * renders in a deferred pass (see the page).
 */
export function useLibraryQuery(vocabulary: QueryVocabulary) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseLibraryQuery(search, vocabulary), [search, vocabulary]);

  const update = useCallback(
    (next: Partial<LibraryQuery>, options: { replace?: boolean; sync?: boolean } = {}) => {
      // Read the address now, not at render: a delayed search write must not undo a newer filter.
      const current = parseLibraryQuery(window.location.search, vocabulary);
      const target = serializeLibraryQuery({ ...current, ...next });
      if (target === (window.location.search === '?' ? '' : window.location.search)) return;
      void navigate(
        { search: target },
        {
          replace: options.replace,
          preventScrollReset: true,
          flushSync: options.sync ?? !options.replace,
        },
      );
    },
    [navigate, vocabulary],
  );

  return { query, update };
}
