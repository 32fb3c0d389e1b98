/**
 * The header search's bounded scoring (src/features/collateral/fuzzy-bounds.ts) must give exactly
 * what plain fuse.js gives: the same ids, order and scores, on the real catalogue and on generated
 * 10,000-document ones (the bench's seed 42 here, seed 1 in search-equivalence-seed-1.test.ts, a
 * file of its own so the two large catalogues are checked side by side), for every prefix of typed
 * queries, typos, accents, queries around the 32-character Bitap limit and snippets of the catalogue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createScoredSearch, type SearchableDoc } from '../src/features/collateral/fuzzy-search';
import { expectEquivalentAtScale, plain, queries, realCatalogue } from './search-equivalence';

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
