/**
 * What the search-equivalence tests share: the queries (every prefix of typed phrases, typos,
 * accents, the lengths around the 32-character Bitap limit, snippets of the catalogue's own text),
 * plain fuse.js as the reference, and the catalogues (the real one, generated ones after it).
 */
import path from 'node:path';
import Fuse from 'fuse.js';
import { expect } from 'vitest';
import { planLargeLibrary } from './large-library.mjs';
import { TYPED_QUERIES } from './search-queries.mjs';
import { readLibrary } from './vault/catalogue';
import {
  createScoredSearch,
  FUZZY_OPTIONS,
  HEADER_RESULT_LIMIT,
  type SearchableDoc,
} from '../src/features/collateral/fuzzy-search';

// The bench's typed phrases and a few more.
const PHRASES = [...TYPED_QUERIES, 'pilot plan', 'webhook integration', 'one-pager'];
const TYPOS = [
  'batlecards',
  'prcing',
  'calmm dekc',
  'ROI TOOLKIT',
  'mainfest',
  'xq',
  'zzzzqqqq',
  'technical specs',
  'sales',
  'value prop',
  'a',
  'e',
  ' ',
  '-',
];
// Transpositions, dropped and doubled letters, accents, and the lengths around fuse.js's 32-character Bitap limit.
const EDGES = [
  'objcetion handlnig',
  'sytemic stres manifets',
  'roi tolkit',
  'piolt paln',
  'prícing güide',
  'café',
  'Ω',
  'systemic stress manifest for cal',
  'systemic stress manifest for calm',
];

/** Plain fuse.js over the whole catalogue: the reference the bounded search must equal. */
export function plain(docs: readonly SearchableDoc[]) {
  const fuse = new Fuse(docs, FUZZY_OPTIONS);
  return (query: string) =>
    query.trim()
      ? fuse
          .search(query.trim(), { limit: HEADER_RESULT_LIMIT })
          .map((r) => ({ index: r.refIndex, score: r.score ?? 0 }))
      : [];
}

/** Every prefix of the phrases, the typos, and seeded snippets of the catalogue's own text. */
export function queries(docs: readonly SearchableDoc[], samples: number): string[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const snippets = Array.from({ length: samples }, () => {
    const doc = docs[Math.floor(random() * docs.length)]!;
    const text = random() < 0.5 ? doc.title : doc.description;
    const start = Math.floor(random() * Math.max(1, text.length - 4));
    return text.slice(start, start + 1 + Math.floor(random() * 14));
  });
  const long = 'a systemic stress manifest for the pricing guide of calm decks';
  return [
    ...PHRASES.flatMap((p) => Array.from({ length: p.length }, (_, i) => p.slice(0, i + 1))),
    ...TYPOS,
    ...EDGES,
    ...snippets,
    long,
  ];
}

export const toSearchable = (doc: SearchableDoc): SearchableDoc => ({
  title: doc.title,
  description: doc.description,
  category: doc.category,
  tags: doc.tags,
});

/** The real collateral catalogue's searched fields. */
export async function realCatalogue(): Promise<SearchableDoc[]> {
  const docs = await readLibrary(path.resolve(import.meta.dirname, '../collateral/library'));
  return docs.map(toSearchable);
}

/** The real catalogue followed by a generated one (scripts/large-library.mjs), 10,000 in all. */
export function largeCatalogue(real: readonly SearchableDoc[], seed: number): SearchableDoc[] {
  const generated = planLargeLibrary({ count: 10_000 - real.length, seed, megabytes: 1 });
  return [...real, ...generated.map(toSearchable)];
}

/** Every query on the real catalogue followed by a generated one: bounded results equal fuse.js's. */
export function expectEquivalentAtScale(real: readonly SearchableDoc[], seed: number): void {
  const all = largeCatalogue(real, seed);
  const bounded = createScoredSearch(all);
  const reference = plain(all);
  let matched = 0;
  for (const query of queries(all, 60)) {
    const expected = reference(query);
    matched += expected.length;
    expect(bounded(query), query).toEqual(expected);
  }
  expect(matched).toBeGreaterThan(500);
}
