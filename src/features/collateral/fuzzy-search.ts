/**
 * The header's fuzzy collateral search (spec 2.3, 5): fuse.js over title (weight 2), description
 * (1.5), category (1) and tags (1), threshold 0.4, at most 8 results; a blank query finds nothing.
 * Runs inside the search workers (search-worker.ts), or on the page if no worker can start.
 */
import Fuse, { type IFuseOptions } from 'fuse.js';
import { HEADER_RESULT_LIMIT, type Hit, type SearchableDoc } from './search-hits';

export { HEADER_RESULT_LIMIT, mergeHits, type Hit, type SearchableDoc } from './search-hits';

export const FUZZY_OPTIONS: IFuseOptions<SearchableDoc> = {
  keys: [
    { name: 'title', weight: 2 },
    { name: 'description', weight: 1.5 },
    { name: 'category', weight: 1 },
    { name: 'tags', weight: 1 },
  ],
  threshold: 0.4,
  includeScore: true,
};

/**
 * Builds the index of one slice of the catalogue (starting at `offset`) once; the returned
 * function gives that slice's best hits. A fuse.js score depends only on the document and the
 * query, so the best hits of every slice, merged, are exactly the best hits of the whole.
 */
export function createScoredSearch(
  docs: readonly SearchableDoc[],
  offset = 0,
): (query: string) => Hit[] {
  const fuse = new Fuse(docs, FUZZY_OPTIONS, Fuse.createIndex(FUZZY_OPTIONS.keys ?? [], docs));
  return (query) => {
    const pattern = query.trim();
    if (!pattern) return [];
    return fuse
      .search(pattern, { limit: HEADER_RESULT_LIMIT })
      .map((result) => ({ index: offset + result.refIndex, score: result.score ?? 0 }));
  };
}

/** The whole search on one thread: positions of the best matches, best first. */
export function createFuzzySearch(docs: readonly SearchableDoc[]): (query: string) => number[] {
  const search = createScoredSearch(docs);
  return (query) => search(query).map((hit) => hit.index);
}
