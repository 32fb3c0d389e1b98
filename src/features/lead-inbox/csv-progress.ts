/**
 * Counts a streamed CSV download as it arrives: bytes, and rows (records after the header). A
 * quoted cell may hold a line break, so a line ends a record only outside quotes; a doubled quote
 * inside a quoted cell flips the state twice and changes nothing. Pure, so it is unit-tested.
 */
export interface CsvProgress {
  bytes: number;
  /** Records seen so far, the header excluded. */
  rows: number;
}

export interface CsvCounter {
  /** Adds a chunk (any split, even inside a multi-byte character) and returns the running count. */
  add(chunk: Uint8Array): CsvProgress;
}

const QUOTE = 0x22;
const LF = 0x0a;

export function csvCounter(): CsvCounter {
  let bytes = 0;
  let lines = 0;
  let quoted = false;
  return {
    add(chunk) {
      bytes += chunk.byteLength;
      // Quotes and line feeds are ASCII, never part of a UTF-8 multi-byte sequence: bytes suffice.
      for (const byte of chunk) {
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) lines += 1;
      }
      return { bytes, rows: Math.max(0, lines - 1) };
    },
  };
}

const units = ['KB', 'MB', 'GB'] as const;

/** "812 bytes", "12.3 KB", "4.0 MB" (1,000-based, as browsers show downloads). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1000;
  let unit = 0;
  // 999.95 KB would round to "1000.0 KB": that is 1.0 MB.
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
