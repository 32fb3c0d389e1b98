/**
 * The header search's bounded scoring (src/features/collateral/fuzzy-bounds.ts) must give exactly
 * what plain fuse.js gives: the same ids, order and scores, on the real catalogue and on generated
 * 10,000-document ones (the bench's seed 42 here, seed 1 in search-equivalence-seed-1.test.ts, a
 * file of its own so the two large catalogues are checked side by side), for every prefix of typed
 * queries, typos, accents, queries around the 32-character Bitap limit and snippets of the catalogue.
 * At scale, fuse.js's answers are recorded as a digest (search-equivalence-seed-*.sha256); any other
 * digest compares live.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createScoredSearch, type SearchableDoc } from '../src/features/collateral/fuzzy-search';
import {
  answersDigest,
  expectEquivalentAtScale,
  plain,
  queries,
  realCatalogue,
} from './search-equivalence';

describe('bounded header search equals plain fuse.js (ids, order and scores)', () => {
  let real: SearchableDoc[] = [];
  beforeAll(async () => {
    real = await realCatalogue();
  });

  it('on the real catalogue', { timeout: 120_000 }, () => {
    expect(real.length).toBeGreaterThan(100);
    const bounded = createScoredSearch(real);
    const reference = plain(real);
    for (const query of queries(real, 300)) expect(bounded(query), query).toEqual(reference(query));
  });

  it(
    'on a generated 10,000-document catalogue (seed 42, as the bench), with the real one first',
    { timeout: 600_000 },
    () => expectEquivalentAtScale(real, 42),
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

describe('the digest that stands for fuse.js answers', () => {
  const docs: SearchableDoc[] = [
    { title: 'Calm deck', description: 'A deck', category: 'Sales', tags: ['calm'] },
    { title: 'Pricing guide', description: 'Prices', category: 'Pricing', tags: [] },
  ];
  const answers = [['calm', [{ index: 0, score: 0.25 }]]] as const;
  const digest = answersDigest(docs, answers);

  it('is the same for the same catalogue, queries and answers', () => {
    expect(answersDigest(structuredClone(docs), structuredClone(answers))).toBe(digest);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with a score's last bit, a document, a query, an answer's order or a missing answer", () => {
    const variants = [
      answersDigest(docs, [['calm', [{ index: 0, score: 0.25000000000000006 }]]]),
      answersDigest(docs, [['calm', [{ index: 1, score: 0.25 }]]]),
      answersDigest([{ ...docs[0]!, tags: ['calm', 'deck'] }, docs[1]!], answers),
      answersDigest(docs.slice(0, 1), answers),
      answersDigest(docs, [['calm ', [{ index: 0, score: 0.25 }]]]),
      answersDigest(docs, [['calm', []]]),
      answersDigest(docs, [
        ['calm', [{ index: 0, score: 0.25 }]],
        ['deck', []],
      ]),
      answersDigest(docs, [
        [
          'calm',
          [
            { index: 1, score: 0.3 },
            { index: 0, score: 0.25 },
          ],
        ],
      ]),
    ];
    expect(new Set([digest, ...variants]).size).toBe(variants.length + 1);
  });
});
