/**
 * The bounded header search equals plain fuse.js on a second generated 10,000-document catalogue
 * (seed 1). Beside search-equivalence.test.ts rather than inside it, so the two large catalogues
 * are checked in parallel when they compare live: each then takes most of a minute, fuse.js's own
 * search being the slow side (search-equivalence.ts records its answers as a digest).
 */
import { describe, it } from 'vitest';
import { expectEquivalentAtScale, realCatalogue } from './search-equivalence';

describe('bounded header search equals plain fuse.js (ids, order and scores)', () => {
  it(
    'on a generated 10,000-document catalogue (seed 1), with the real one first',
    { timeout: 600_000 },
    async () => expectEquivalentAtScale(await realCatalogue(), 1),
  );
});
