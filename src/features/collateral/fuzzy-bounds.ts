/**
 * Lower bounds on fuse.js field scores, so the header search scores only the documents that can
 * reach its best eight (docs/decisions/0014). fuse.js (threshold 0.4, location 0, distance 100)
 * scores a field by Bitap: a hit with i errors (Levenshtein edits) starting at x scores
 * i/m + x/100 (never below 0.001), a whole-field match scores 0, and only hits scoring at most
 * 0.4 make the field match. Every Bitap hit is a real alignment, so a field's score is at least
 * min over x of d(x)/m + x/100, where d(x) is the fewest edits turning some text starting at x
 * into the pattern. That minimum is computed here with Myers' bit-parallel edit distance (one
 * 32-bit word per character, so patterns up to 32 characters: fuse.js's own Bitap limit).
 *
 * Bitap never reads past character 40 + m (a hit further right would score above 0.4),
 * so each field keeps only its first WINDOW characters, lower-cased once: the prebuilt index.
 */
const THRESHOLD = 0.4;
const DISTANCE = 100;
const MIN_SCORE = 0.001;
/** fuse.js splits longer patterns into chunks and averages them; such queries are scored in full. */
export const MAX_BOUNDED_PATTERN = 32;
/** Characters kept per field: Bitap reads at most the first 40 + 32. */
export const WINDOW = 100;
// Starts beyond this score above the threshold on position alone (x/100 > 0.4).
const LAST_START = THRESHOLD * DISTANCE;

/** A character's class bit: letters each their own, digits one, space one, the rest in four. */
function classBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  if (code === 32) return 1 << 27;
  return 1 << (28 + (code % 4));
}

function popcount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The first WINDOW characters of every (lower-cased) field as UTF-16 codes, with each window's character classes. */
export interface FieldWindows {
  codes: Uint16Array;
  /** Field f is codes[start[f]] .. codes[start[f + 1]]. */
  start: Int32Array;
  masks: Int32Array;
  /** Whole lower-cased fields of at most MAX_BOUNDED_PATTERN characters (fuse.js scores an equal field 0); '' otherwise. */
  short: string[];
}

export function fieldWindows(lowerTexts: readonly string[]): FieldWindows {
  const start = new Int32Array(lowerTexts.length + 1);
  lowerTexts.forEach((text, f) => (start[f + 1] = start[f]! + Math.min(text.length, WINDOW)));
  const codes = new Uint16Array(start[lowerTexts.length]!);
  const masks = new Int32Array(lowerTexts.length);
  lowerTexts.forEach((text, f) => {
    let mask = 0;
    for (let i = 0, at = start[f]!; at < start[f + 1]!; i += 1, at += 1) {
      const code = text.charCodeAt(i);
      codes[at] = code;
      mask |= classBit(code);
    }
    masks[f] = mask;
  });
  return {
    codes,
    start,
    masks,
    short: lowerTexts.map((text) => (text.length <= MAX_BOUNDED_PATTERN ? text : '')),
  };
}

export interface BoundPattern {
  text: string;
  mask: number;
  /** The most errors fuse.js tries for this length (i/m <= 0.4). */
  maxErrors: number;
}

/** A lower-cased, trimmed pattern of 1 to MAX_BOUNDED_PATTERN characters. */
export function boundPattern(lowerPattern: string): BoundPattern {
  const m = lowerPattern.length;
  if (m < 1 || m > MAX_BOUNDED_PATTERN)
    throw new RangeError(`bounded patterns have 1 to ${MAX_BOUNDED_PATTERN} characters, not ${m}`);
  let maxErrors = 0;
  while ((maxErrors + 1) / m <= THRESHOLD) maxErrors += 1;
  let mask = 0;
  for (let i = 0; i < m; i += 1) mask |= classBit(lowerPattern.charCodeAt(i));
  return { text: lowerPattern, mask, maxErrors };
}

/** The starts a carry row holds per field: x = 0 .. LAST_START. */
const CARRY_ROW = LAST_START + 1;
/** A carry entry for "no alignment can start here" (beyond the field's end). */
const NO_START = 255;

/**
 * What one query's bounds leave for the next keystroke: for every field and every start x <= 40,
 * the fewest edits of an alignment of the query to text starting at x (0 when unknown). Typing
 * usually extends the query, and an alignment of the longer query starting at x contains one of
 * the shorter query starting at x with no more edits, so the longer query needs at least as many:
 * a field whose every start needs more errors than the longer query allows there cannot match and
 * is skipped without running Myers' scan again (its row still holds for the next extension).
 */
export interface BoundCarry {
  /** The pattern the rows were computed for; null: no rows yet. */
  pattern: string | null;
  low: Uint8Array;
}

export function createCarry(windows: FieldWindows): BoundCarry {
  return { pattern: null, low: new Uint8Array(windows.masks.length * CARRY_ROW) };
}

// Myers' match vectors by character code, reused across queries (cleared after each).
const peq = new Int32Array(65536);
/**
 * The most errors a hit of an m-character pattern may have starting at x: fuse.js keeps a hit when
 * errors/m + x/100 <= 0.4 (in doubles; the test checks every m, x and error count against that).
 */
export function allowedErrors(m: number, x: number): number {
  return Math.floor(m * (THRESHOLD - x / DISTANCE));
}
const allowed = new Int32Array(CARRY_ROW);

/**
 * Writes into `out[f]` the lowest score fuse.js can give field f for this pattern, or Infinity when
 * it cannot match. With a `carry` from the previous query, fields that query's bounds rule out are
 * skipped when this pattern extends it; the carry then describes this pattern. Returns how many
 * fields it scanned.
 */
export function fieldBounds(
  windows: FieldWindows,
  pattern: BoundPattern,
  out: Float64Array,
  carry?: BoundCarry,
): number {
  const { codes, start, masks, short } = windows;
  const { text, mask, maxErrors } = pattern;
  const m = text.length;
  const extending = carry?.pattern != null && text.startsWith(carry.pattern);
  const low = carry?.low;
  if (low && !extending) low.fill(0);
  for (let x = 0; x < CARRY_ROW; x += 1) allowed[x] = allowedErrors(m, x);
  // Reversed pattern: scanning the text right to left, the score after character x is d(x).
  for (let k = 0; k < m; k += 1) peq[text.charCodeAt(m - 1 - k)]! |= 1 << k;
  const high = 1 << (m - 1);
  const ones = m === 32 ? -1 : (1 << m) - 1;
  // A hit starting at 40 - k has at most 0.32k errors, so ends before 40 + m: Bitap reads no further.
  const reachEnd = LAST_START + m;
  let scanned = 0;
  try {
    for (let f = 0; f < out.length; f += 1) {
      const from = start[f]!;
      const length = start[f + 1]! - from;
      // Characters of the pattern's classes that the window lacks each cost an error.
      if (m - length > maxErrors || popcount(mask & ~masks[f]!) > maxErrors) {
        out[f] = Infinity;
        continue;
      }
      if (length === m && short[f] === text) {
        out[f] = 0;
        continue;
      }
      const row = f * CARRY_ROW;
      if (extending && low) {
        let possible = false;
        for (let x = 0; x < CARRY_ROW; x += 1)
          if (low[row + x]! <= allowed[x]!) {
            possible = true;
            break;
          }
        if (!possible) {
          out[f] = Infinity;
          continue;
        }
      }
      scanned += 1;
      const end = Math.min(length, reachEnd);
      // No alignment starts past the field's end. (An alignment running past the scanned end, at
      // 40 + m, has at least 41 - x edits, more than any pattern of at most 32 characters may have
      // at x, so the edits the scan finds decide the same skips as the true fewest edits would.)
      if (low) low.fill(NO_START, row + Math.min(end, CARRY_ROW), row + CARRY_ROW);
      let pv = ones;
      let mv = 0;
      let errors = m;
      let best = Infinity;
      for (let x = end - 1; x >= 0; x -= 1) {
        const eq = peq[codes[from + x]!]!;
        const xv = eq | mv;
        const xh = (((eq & pv) + pv) ^ pv) | eq;
        let ph = mv | ~(xh | pv);
        let mh = pv & xh;
        if (ph & high) errors += 1;
        else if (mh & high) errors -= 1;
        ph <<= 1;
        mh <<= 1;
        pv = (mh | ~(xv | ph)) & ones;
        mv = ph & xv;
        if (x <= LAST_START) {
          if (low) low[row + x] = errors;
          if (errors <= maxErrors) {
            const score = errors / m + x / DISTANCE;
            if (score < best) best = score;
          }
        }
      }
      out[f] = best <= THRESHOLD ? Math.max(MIN_SCORE, best) : Infinity;
    }
  } finally {
    for (let k = 0; k < m; k += 1) peq[text.charCodeAt(k)] = 0;
  }
  if (carry) carry.pattern = text;
  return scanned;
}

/** One field's bound (tests and single fields): the field lower-cased, the pattern lower-cased and trimmed. */
export function fieldBound(lowerText: string, pattern: BoundPattern): number {
  const out = new Float64Array(1);
  fieldBounds(fieldWindows([lowerText]), pattern, out);
  return out[0]!;
}
