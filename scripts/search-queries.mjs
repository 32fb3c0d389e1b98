/**
 * The phrases the search bench types one key at a time (scripts/bench/search.mjs). The
 * search-equivalence tests check every prefix of each against plain fuse.js, so every query the
 * bench times is one whose results are proven the same.
 */
export const TYPED_QUERIES = [
  'pricing guide',
  'calm deck',
  'roi toolkit',
  'battlecards',
  'systemic stress manifest',
  'objection handling',
];
