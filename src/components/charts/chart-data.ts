/**
 * The numbers behind a chart: its CSV, its value axis and its one-sentence summary. Pure, so the
 * figures a chart, its table and its CSV show are the same by construction.
 */
import { csvLine, UTF8_BOM } from '@/shared/csv';

export interface ChartSeries {
  name: string;
  /** One value per label; null where there is no value (a gap, not a zero). */
  values: ReadonlyArray<number | null>;
}

/** A header line (the label column, then each series) and one line per label. */
export function chartCsv(
  labels: readonly string[],
  series: readonly ChartSeries[],
  labelHeading = 'Period',
): string {
  const header = csvLine([labelHeading, ...series.map((line) => line.name)]);
  const rows = labels.map((label, index) =>
    csvLine([label, ...series.map((line) => line.values[index] ?? null)]),
  );
  return UTF8_BOM + header + rows.join('');
}

/** Whether every value of every series is a whole number (counts, not averages). */
export function allWhole(series: readonly ChartSeries[]): boolean {
  return series.every((line) =>
    line.values.every((value) => value === null || Number.isInteger(value)),
  );
}

/** The largest value of any series (0 when there is none). */
export function maxValue(series: readonly ChartSeries[]): number {
  let max = 0;
  for (const line of series)
    for (const value of line.values) if (value !== null && value > max) max = value;
  return max;
}

/**
 * Evenly spaced "nice" ticks from 0 to at least `max` (steps of 1, 2 or 5 times a power of ten),
 * at most `count` + 1 of them. With `whole`, a step is never below 1: counts get no half ticks.
 */
export function niceTicks(max: number, count = 4, whole = false): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough)!;
  const step = whole ? Math.max(1, nice) : nice;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(round(value));
  return ticks;
}

const round = (value: number) => Math.round(value * 1e9) / 1e9;

/** Which labels the axis can print without overlap: every `stride`-th, counted from the last. */
export function labelStride(labelCount: number, width: number, minGap = 72): number {
  const fit = Math.max(1, Math.floor(width / minGap));
  return Math.max(1, Math.ceil(labelCount / fit));
}

/** "Line chart of Views and Leads over 12 periods, 1 Sep to 24 Nov." */
export function chartSummary(
  kind: 'Bar' | 'Line',
  labels: readonly string[],
  series: readonly ChartSeries[],
): string {
  const names = series.map((line) => line.name);
  const list =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const span =
    labels.length === 0
      ? 'no periods'
      : labels.length === 1
        ? `1 period, ${labels[0]}`
        : `${labels.length} periods, ${labels[0]} to ${labels.at(-1)}`;
  return `${kind} chart of ${list} over ${span}. The table lists every value.`;
}
