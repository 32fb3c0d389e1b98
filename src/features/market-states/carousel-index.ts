/** The slide `delta` steps from `current`, wrapping around both ends of `count` slides. */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}
