/**
 * What the header search's parts exchange: the searched fields of a document and a scored match.
 * Apart from fuzzy-search.ts so the page can merge the workers' answers without loading fuse.js.
 */
export interface SearchableDoc {
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
}

/** A match: the document's position in the whole catalogue and its fuse.js score (0 is exact). */
export interface Hit {
  index: number;
  score: number;
}

export const HEADER_RESULT_LIMIT = 8;

/** fuse.js order: best score first, ties by catalogue position; at most eight. */
export function mergeHits(lists: readonly (readonly Hit[])[], limit = HEADER_RESULT_LIMIT): Hit[] {
  return lists
    .flat()
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit);
}
