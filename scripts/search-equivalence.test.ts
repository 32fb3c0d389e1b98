/**
 * The header search's bounded scoring (src/features/collateral/fuzzy-bounds.ts) must give exactly
 * what plain fuse.js gives: the same ids, order and scores, on the real catalogue and on generated
 * 10,000-document ones (the bench's seed 42 among them), for every prefix of typed queries, typos,
 * accents, queries around the 32-character Bitap limit and snippets of the catalogue.
 */
import path from 'node:path';
import Fuse from 'fuse.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { planLargeLibrary } from './large-library.mjs';
import { readLibrary } from './vault/catalogue';
import {
  createScoredSearch,
  FUZZY_OPTIONS,
  HEADER_RESULT_LIMIT,
  type SearchableDoc,
} from '../src/features/collateral/fuzzy-search';

const PHRASES = [
  'pricing guide',
  'calm deck',
  'roi toolkit',
  'battlecards',
  'systemic stress manifest',
  'objection handling',
  'pilot plan',
  'webhook integration',
  'one-pager',
];
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
function plain(docs: readonly SearchableDoc[]) {
  const fuse = new Fuse(docs, FUZZY_OPTIONS);
  return (query: string) =>
    query.trim()
      ? fuse
          .search(query.trim(), { limit: HEADER_RESULT_LIMIT })
          .map((r) => ({ index: r.refIndex, score: r.score ?? 0 }))
      : [];
}

/** Every prefix of the phrases, the typos, and seeded snippets of the catalogue's own text. */
function queries(docs: readonly SearchableDoc[], samples: number): string[] {
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

const toSearchable = (doc: SearchableDoc): SearchableDoc => ({
  title: doc.title,
  description: doc.description,
  category: doc.category,
  tags: doc.tags,
});

describe('bounded header search equals plain fuse.js (ids, order and scores)', () => {
  let real: SearchableDoc[] = [];
  beforeAll(async () => {
    real = (await readLibrary(path.resolve(import.meta.dirname, '../collateral/library'))).map(
      toSearchable,
    );
  });

  it('on the real catalogue', { timeout: 120_000 }, () => {
    expect(real.length).toBeGreaterThan(100);
    const bounded = createScoredSearch(real);
    const reference = plain(real);
    for (const query of queries(real, 300)) expect(bounded(query), query).toEqual(reference(query));
  });

  it.each([1, 42])(
    'on a generated 10,000-document catalogue (seed %i), with the real one first',
    { timeout: 600_000 },
    (seed) => {
      const generated = planLargeLibrary({ count: 10_000 - real.length, seed, megabytes: 1 }).map(
        toSearchable,
      );
      const all = [...real, ...generated];
      const bounded = createScoredSearch(all);
      const reference = plain(all);
      let matched = 0;
      for (const query of queries(all, 60)) {
        const expected = reference(query);
        matched += expected.length;
        expect(bounded(query), query).toEqual(expected);
      }
      expect(matched).toBeGreaterThan(500);
    },
  );

  it('on a slice with an offset', () => {
    const bounded = createScoredSearch(real.slice(40), 40);
    const reference = plain(real.slice(40));
    for (const query of ['calm', 'pricing guide', 'batlecards'])
      expect(bounded(query)).toEqual(
        reference(query).map((hit) => ({ ...hit, index: hit.index + 40 })),
      );
  });
});
