/**
 * What the search-equivalence tests share: the queries (every prefix of typed phrases, typos,
 * accents, the lengths around the 32-character Bitap limit, snippets of the catalogue's own text),
 * plain fuse.js as the reference, and the catalogues (the real one, generated ones after it).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
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

/**
 * Where fuse.js's answers at scale are recorded: a SHA-256 over the inputs (fuse.js's version and
 * options, the catalogue, the queries) and its results for every query. `npm run search:reference`
 * writes them (SEARCH_REFERENCE=write).
 */
const referenceFile = (seed: number) =>
  path.join(import.meta.dirname, `search-equivalence-seed-${seed}.sha256`);

/** One digest of a catalogue, its queries and the answers a search gives them. */
export function answersDigest(
  docs: readonly SearchableDoc[],
  answers: ReadonlyArray<readonly [string, readonly { index: number; score: number }[]]>,
): string {
  const inputs = { fuse: Fuse.version, options: FUZZY_OPTIONS, limit: HEADER_RESULT_LIMIT, docs };
  return createHash('sha256').update(JSON.stringify({ inputs, answers })).digest('hex');
}

function recordedDigest(seed: number): string | null {
  try {
    return readFileSync(referenceFile(seed), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Every query on the real catalogue followed by a generated one: bounded results equal fuse.js's.
 * fuse.js over 10,000 documents is most of a minute of CPU, and its answers change only with its
 * inputs, so they are recorded as a digest: bounded answers with the same digest are fuse.js's,
 * exactly. Any other digest (a changed catalogue, query, option or fuse.js, or a wrong answer)
 * compares live, query by query, so the record makes the check faster and never changes its verdict.
 */
export function expectEquivalentAtScale(real: readonly SearchableDoc[], seed: number): void {
  const all = largeCatalogue(real, seed);
  const bounded = createScoredSearch(all);
  const asked = queries(all, 60);
  const answers = asked.map((query) => [query, bounded(query)] as const);
  const matched = answers.reduce((sum, [, hits]) => sum + hits.length, 0);
  const writing = process.env.SEARCH_REFERENCE === 'write';
  if (writing || answersDigest(all, answers) !== recordedDigest(seed)) {
    const reference = plain(all);
    const expected = asked.map((query) => [query, reference(query)] as const);
    for (const [index, [query, hits]] of expected.entries())
      expect(answers[index]![1], query).toEqual(hits);
    if (writing) writeFileSync(referenceFile(seed), `${answersDigest(all, expected)}\n`);
    else
      console.warn(
        `search-equivalence: fuse.js's recorded answers for seed ${seed} are for other inputs; compared live (npm run search:reference records them)`,
      );
  }
  expect(matched).toBeGreaterThan(500);
}
