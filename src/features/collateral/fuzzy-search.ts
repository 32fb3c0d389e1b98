/**
 * The header's fuzzy collateral search (spec 2.3, 5): fuse.js over title (weight 2), description
 * (1.5), category (1) and tags (1), threshold 0.4, at most 8 results; a blank query finds nothing.
 * Runs inside the search workers (search-worker.ts), or on the page if no worker can start.
 */
import Fuse, {
  type FuseIndex,
  type FuseIndexObjectRecord,
  type IFuseOptions,
  type RecordEntryObject,
} from 'fuse.js';
import {
  boundPattern,
  createCarry,
  fieldBounds,
  fieldWindows,
  MAX_BOUNDED_PATTERN,
  type FieldWindows,
} from './fuzzy-bounds';
import { HEADER_RESULT_LIMIT, mergeHits, type Hit, type SearchableDoc } from './search-hits';

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

const KEY_WEIGHTS = [2, 1.5, 1, 1];
// fuse.js divides each key's weight by their sum, in key order.
const WEIGHT_SUM = KEY_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
const NORMALIZED_WEIGHTS = KEY_WEIGHTS.map((weight) => weight / WEIGHT_SUM);
// How many of the lowest-bound documents are scored first, to learn the eighth best score.
const FIRST_ROUND = 16;

/**
 * Every searched field of a slice, windowed once: a document's fields are fieldStart[d]..fieldStart[d+1].
 * Equal texts are bounded once: categories and tags repeat across a catalogue (a few dozen texts
 * for thousands of fields), so field f reads the bound of its text textOf[f].
 */
interface FieldTable {
  windows: FieldWindows;
  textOf: Int32Array;
  /** Each field's exponent in fuse.js's product: its normalized key weight times its field norm. */
  exponents: Float64Array;
  fieldStart: Int32Array;
}

function fieldTable(records: FuseIndex<SearchableDoc>['records']): FieldTable {
  const texts = new Map<string, number>();
  const textOf: number[] = [];
  const exponents: number[] = [];
  const fieldStart = new Int32Array(records.length + 1);
  records.forEach((record, d) => {
    fieldStart[d] = textOf.length;
    const entries = (record as FuseIndexObjectRecord).$;
    NORMALIZED_WEIGHTS.forEach((weight, key) => {
      const entry = entries[key];
      // One value, or a list for an array field (Array.isArray would not narrow the readonly list).
      const values: readonly RecordEntryObject[] = !entry ? [] : 'v' in entry ? [entry] : entry;
      for (const value of values) {
        const text = value.v.toLowerCase();
        let at = texts.get(text);
        if (at === undefined) texts.set(text, (at = texts.size));
        textOf.push(at);
        exponents.push(weight * value.n);
      }
    });
  });
  fieldStart[records.length] = textOf.length;
  return {
    windows: fieldWindows([...texts.keys()]),
    textOf: Int32Array.from(textOf),
    exponents: Float64Array.from(exponents),
    fieldStart,
  };
}

/**
 * Builds the index of one slice of the catalogue (starting at `offset`) once: fuse.js's own index
 * plus each field's first 100 characters (fuzzy-bounds.ts). The returned function gives that
 * slice's best hits, exactly as fuse.js ranks them. Each query first bounds every document's score
 * from below (the edit distance of the query to each field's window), scores the lowest-bound few
 * with fuse.js to learn the eighth best score, then scores every other document whose bound does
 * not exceed it: at 10,000 documents that is usually a few dozen documents, not thousands.
 * A fuse.js score depends only on the document and the query, so the best hits of every slice,
 * merged, are exactly the best hits of the whole.
 */
export function createScoredSearch(
  docs: readonly SearchableDoc[],
  offset = 0,
): (query: string) => Hit[] {
  const index = Fuse.createIndex(FUZZY_OPTIONS.keys ?? [], docs);
  const records = index.records;
  const fuse = new Fuse(docs, FUZZY_OPTIONS, index);
  const table = fieldTable(records);
  const bounds = new Float64Array(records.length);
  const textScores = new Float64Array(table.windows.masks.length);
  // The previous query's per-start error bounds: a keystroke that extends it skips what they rule out.
  const carry = createCarry(table.windows);

  const score = (subset: FuseIndex<SearchableDoc>['records']): Hit[] => {
    index.setIndexRecords(subset);
    return fuse
      .search(pattern, { limit: HEADER_RESULT_LIMIT })
      .map((result) => ({ index: offset + result.refIndex, score: result.score ?? 0 }));
  };
  let pattern = '';

  return (query) => {
    pattern = query.trim();
    if (!pattern) return [];
    const lower = pattern.toLowerCase();
    if (lower.length > MAX_BOUNDED_PATTERN) return score(records);

    fieldBounds(table.windows, boundPattern(lower), textScores, carry);
    const candidates: number[] = [];
    for (let d = 0; d < records.length; d += 1) {
      let product = 1;
      let possible = false;
      for (let f = table.fieldStart[d]!; f < table.fieldStart[d + 1]!; f += 1) {
        const bound = textScores[table.textOf[f]!]!;
        if (bound === Infinity) continue;
        possible = true;
        // fuse.js counts a whole-field match (score 0) as Number.EPSILON in the product.
        product *= Math.pow(bound === 0 ? Number.EPSILON : bound, table.exponents[f]!);
      }
      bounds[d] = product;
      if (possible) candidates.push(d);
    }
    if (candidates.length <= FIRST_ROUND * 2) return score(candidates.map((d) => records[d]!));

    const byBound = (a: number, b: number) => bounds[a]! - bounds[b]! || a - b;
    const first = lowest(candidates, FIRST_ROUND, byBound);
    const firstHits = score(first.map((d) => records[d]!));
    // Until eight documents match, any candidate may be among the best.
    const cut =
      firstHits.length < HEADER_RESULT_LIMIT
        ? Infinity
        : firstHits[HEADER_RESULT_LIMIT - 1]!.score * (1 + 1e-9);
    const scored = new Set(first);
    const rest = candidates.filter((d) => !scored.has(d) && bounds[d]! <= cut);
    return rest.length ? mergeHits([firstHits, score(rest.map((d) => records[d]!))]) : firstHits;
  };
}

/** The `count` smallest items by `compare`, without sorting the whole list. */
function lowest(
  items: readonly number[],
  count: number,
  compare: (a: number, b: number) => number,
): number[] {
  const best: number[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue;
    let at = best.length === count ? count - 1 : best.length;
    while (at > 0 && compare(item, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = item;
  }
  return best;
}

/** The whole search on one thread: positions of the best matches, best first. */
export function createFuzzySearch(docs: readonly SearchableDoc[]): (query: string) => number[] {
  const search = createScoredSearch(docs);
  return (query) => search(query).map((hit) => hit.index);
}
