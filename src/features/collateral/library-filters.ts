/**
 * The collateral library's view logic as pure functions over the catalogue (spec 2.11, 5): text
 * search, category and tag filters, sorting, grouping, the Start Here picks and the manifests list.
 * The page passes the decrypted catalogue in; nothing here knows any file.
 */
import { REPLAY_TAG, type CollateralFile } from '@/shared/vault-schema';
import type { DocumentTexts } from './document-text';

export type LibraryDoc = Pick<
  CollateralFile,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'tags'
  | 'updatedAt'
  | 'sourceRelativePath'
  | 'featured'
>;

export const SORT_KEYS = ['updated', 'title', 'category'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  updated: 'Recently Updated',
  title: 'Title A-Z',
  category: 'Category',
};
export const DEFAULT_SORT: SortKey = 'updated';

export const FEATURED_LIMIT = 6;
export const MANIFESTS_FOLDER = 'manifests/';

export interface LibraryQuery {
  q: string;
  category: string | null;
  tags: string[];
  sort: SortKey;
  /** "Search inside documents": the search also looks in the text of Markdown, text, HTML and CSV files. */
  inside: boolean;
}

export const EMPTY_QUERY: LibraryQuery = {
  q: '',
  category: null,
  tags: [],
  sort: DEFAULT_SORT,
  inside: false,
};

// Lower-cased search text per document, computed once: a keystroke then costs one `includes` per
// document even in a catalogue of thousands. Fields are joined by a line break, which no query
// contains, so a match never spans two fields (same result as testing each field on its own).
const haystacks = new WeakMap<LibraryDoc, string>();
function haystack(doc: LibraryDoc): string {
  let text = haystacks.get(doc);
  if (text === undefined) {
    text = [doc.title, doc.description, doc.category, ...doc.tags].join('\n').toLowerCase();
    haystacks.set(doc, text);
  }
  return text;
}

interface ListSearch {
  /** The list's haystacks in list order: a scan reads an array, not a map per document. */
  texts: readonly string[];
  /** The last search: its needle, the document texts it read, and the positions it matched. */
  last: { needle: string; documentTexts: DocumentTexts | undefined; found: Int32Array } | null;
}

// Per list (the catalogue sorted once per order). Typing usually extends the query, and a text
// that contains the longer query contains the shorter one, so the new matches are exactly the
// previous matches that contain it, in the same order: a keystroke then scans the previous
// matches, not the catalogue.
const listSearches = new WeakMap<readonly LibraryDoc[], ListSearch>();
function listSearch(docs: readonly LibraryDoc[]): ListSearch {
  let search = listSearches.get(docs);
  if (!search) listSearches.set(docs, (search = { texts: docs.map(haystack), last: null }));
  return search;
}

/**
 * Case-insensitive substring search over title, description, category and tags; with `texts`
 * (Search inside documents), a document whose text contains the query matches too.
 */
export function searchDocs<T extends LibraryDoc>(
  docs: readonly T[],
  query: string,
  texts?: DocumentTexts,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...docs];
  const search = listSearch(docs);
  const { last } = search;
  const narrowing = last !== null && last.documentTexts === texts && needle.includes(last.needle);
  const pool = narrowing ? last.found : null;
  const count = pool ? pool.length : docs.length;
  const found = new Int32Array(count);
  let matches = 0;
  for (let k = 0; k < count; k += 1) {
    const at = pool ? pool[k]! : k;
    if (
      search.texts[at]!.includes(needle) ||
      (texts?.get(docs[at]!.id)?.lower.includes(needle) ?? false)
    )
      found[matches++] = at;
  }
  search.last = { needle, documentTexts: texts, found: found.subarray(0, matches) };
  const result = new Array<T>(matches);
  for (let k = 0; k < matches; k += 1) result[k] = docs[found[k]!]!;
  return result;
}

/** Exact category match; null keeps every document. */
export function filterByCategory<T extends LibraryDoc>(
  docs: readonly T[],
  category: string | null,
): T[] {
  return category ? docs.filter((doc) => doc.category === category) : [...docs];
}

/** Documents having any of the selected tags. 'Replay Examples' is a pinned section, not a filter. */
export function filterByTags<T extends LibraryDoc>(
  docs: readonly T[],
  tags: readonly string[],
): T[] {
  const wanted = new Set(tags.filter((tag) => tag !== REPLAY_TAG));
  if (wanted.size === 0) return [...docs];
  return docs.filter((doc) => doc.tags.some((tag) => wanted.has(tag)));
}

// Collators made once: localeCompare with a locale or options builds one per call, which made
// sorting a 10,000-document result the slowest part of a library search.
const titleOrder = new Intl.Collator('en', { sensitivity: 'base' });
const categoryOrder = new Intl.Collator('en');
const idOrder = new Intl.Collator();
const byTitle = (a: LibraryDoc, b: LibraryDoc) =>
  titleOrder.compare(a.title, b.title) || idOrder.compare(a.id, b.id);

const comparators: Record<SortKey, (a: LibraryDoc, b: LibraryDoc) => number> = {
  // ISO dates compare as strings; ties fall back to the title so the order is stable.
  updated: (a, b) =>
    a.updatedAt === b.updatedAt ? byTitle(a, b) : a.updatedAt < b.updatedAt ? 1 : -1,
  title: byTitle,
  category: (a, b) => categoryOrder.compare(a.category, b.category) || byTitle(a, b),
};

export function sortDocs<T extends LibraryDoc>(docs: readonly T[], sort: SortKey): T[] {
  return [...docs].sort(comparators[sort]);
}

// Each order is a total one (ties end on the unique id), so filtering the catalogue sorted once
// gives the same list as sorting each result: a keystroke then costs one pass, no sort.
const sortedCatalogues = new WeakMap<readonly LibraryDoc[], Map<SortKey, readonly LibraryDoc[]>>();
function sortedOnce<T extends LibraryDoc>(docs: readonly T[], sort: SortKey): readonly T[] {
  let orders = sortedCatalogues.get(docs);
  if (!orders) sortedCatalogues.set(docs, (orders = new Map<SortKey, readonly LibraryDoc[]>()));
  let sorted = orders.get(sort);
  if (!sorted) orders.set(sort, (sorted = sortDocs(docs, sort)));
  return sorted as readonly T[];
}

/** Search (inside the documents' text too when `texts` is given), then category, then tags, then sort. */
export function applyLibraryQuery<T extends LibraryDoc>(
  docs: readonly T[],
  query: LibraryQuery,
  texts?: DocumentTexts,
): T[] {
  return filterByTags(
    filterByCategory(searchDocs(sortedOnce(docs, query.sort), query.q, texts), query.category),
    query.tags,
  );
}

/** Any search, category or tag narrows the view (sorting does not). */
export function hasActiveFilters(query: LibraryQuery): boolean {
  return query.q.trim() !== '' || query.category !== null || query.tags.length > 0;
}

export interface DocGroup<T> {
  category: string;
  docs: T[];
}

/** Groups in the catalogue's category order (unknown categories last), keeping each group's order. */
export function groupByCategory<T extends LibraryDoc>(
  docs: readonly T[],
  order: readonly string[],
): DocGroup<T>[] {
  const groups = new Map<string, T[]>(order.map((category) => [category, []]));
  for (const doc of docs) {
    const group = groups.get(doc.category);
    if (group) group.push(doc);
    else groups.set(doc.category, [doc]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, docs: list }));
}

/** Up to six featured documents, each once (by id and by title), in catalogue order. */
export function featuredDocs<T extends LibraryDoc>(
  docs: readonly T[],
  limit = FEATURED_LIMIT,
): T[] {
  const seen = new Set<string>();
  const picks: T[] = [];
  for (const doc of docs) {
    if (!doc.featured) continue;
    const title = doc.title.trim().toLowerCase();
    if (seen.has(doc.id) || seen.has(title)) continue;
    seen.add(doc.id).add(title);
    picks.push(doc);
    if (picks.length === limit) break;
  }
  return picks;
}

/** The technical feature manifests and their rule files: everything under manifests/, by path. */
export function manifestDocs<T extends LibraryDoc>(docs: readonly T[]): T[] {
  return docs
    .filter((doc) => doc.sourceRelativePath.startsWith(MANIFESTS_FOLDER))
    .sort((a, b) =>
      a.sourceRelativePath < b.sourceRelativePath
        ? -1
        : a.sourceRelativePath > b.sourceRelativePath
          ? 1
          : 0,
    );
}

/** The tag filter's choices: the catalogue's tags plus the always-present 'Replay Examples'. */
export function tagOptions(tags: readonly string[]): string[] {
  return tags.includes(REPLAY_TAG) ? [...tags] : [...tags, REPLAY_TAG];
}

/** How many documents carry each category or tag (shown beside each filter choice). */
export function countBy<T extends LibraryDoc>(
  docs: readonly T[],
): { categories: Map<string, number>; tags: Map<string, number> } {
  const categories = new Map<string, number>();
  const tags = new Map<string, number>();
  for (const doc of docs) {
    categories.set(doc.category, (categories.get(doc.category) ?? 0) + 1);
    for (const tag of doc.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  return { categories, tags };
}
