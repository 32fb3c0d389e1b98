/**
 * The library's view state lives in the URL query so a view can be shared and survives a reload:
 * ?q=calm&category=Sales&tags=AE,Value%20Prop&sort=title&inside=1. Unknown values are dropped on read.
 */
import {
  DEFAULT_SORT,
  EMPTY_QUERY,
  SORT_KEYS,
  type LibraryQuery,
  type SortKey,
} from './library-filters';

export interface QueryVocabulary {
  categories: readonly string[];
  tags: readonly string[];
}

function isSortKey(value: string | null): value is SortKey {
  return (SORT_KEYS as readonly (string | null)[]).includes(value);
}

export function parseLibraryQuery(search: string, vocabulary: QueryVocabulary): LibraryQuery {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const sort = params.get('sort');
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag, index, all) => vocabulary.tags.includes(tag) && all.indexOf(tag) === index);
  return {
    q: params.get('q') ?? '',
    category: category && vocabulary.categories.includes(category) ? category : null,
    tags,
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    inside: params.get('inside') === '1',
  };
}

/** The query string for a view, defaults left out; tags joined with a readable comma. */
export function serializeLibraryQuery(query: LibraryQuery): string {
  const parts: string[] = [];
  if (query.q !== '') parts.push(`q=${encodeURIComponent(query.q)}`);
  if (query.category) parts.push(`category=${encodeURIComponent(query.category)}`);
  if (query.tags.length) parts.push(`tags=${query.tags.map(encodeURIComponent).join(',')}`);
  if (query.sort !== DEFAULT_SORT) parts.push(`sort=${query.sort}`);
  if (query.inside) parts.push('inside=1');
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Whether two views are the same view: a query parsed again (say, after a vault update) is not a new one. */
export function sameLibraryQuery(a: LibraryQuery, b: LibraryQuery): boolean {
  return a === b || serializeLibraryQuery(a) === serializeLibraryQuery(b);
}

export function toggleTag(query: LibraryQuery, tag: string): LibraryQuery {
  const tags = query.tags.includes(tag)
    ? query.tags.filter((t) => t !== tag)
    : [...query.tags, tag];
  return { ...query, tags };
}

/** Clear all: drops search, category and tags; keeps the chosen sort order and where search looks. */
export function clearFilters(query: LibraryQuery): LibraryQuery {
  return { ...EMPTY_QUERY, sort: query.sort, inside: query.inside };
}
