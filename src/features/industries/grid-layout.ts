/**
 * Column layout for a card grid by item count, so rows come out even: 4 or 8 cards go 1-2-4
 * columns, 3 or 6 go 1-3, anything else uses the shared auto-fit grid.
 */
export function gridLayoutFor(count: number): string {
  if (count % 4 === 0) return 'industry-grid-quad';
  if (count % 3 === 0) return 'industry-grid-trio';
  return 'grid-2';
}
