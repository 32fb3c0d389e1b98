/**
 * Accessible charts for the back office: an SVG drawn at the figure's own width (role="img" with a
 * title and a summary), a legend that does not rely on colour alone, the same numbers in a table
 * beside it, and a CSV of them. Screen-reader users read the table; the picture is for the eye.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { saveFile } from '@/lib/save-file';
import {
  allWhole,
  chartCsv,
  chartSummary,
  labelStride,
  maxValue,
  niceTicks,
  type ChartSeries,
} from './chart-data';

export type { ChartSeries } from './chart-data';
export { chartCsv } from './chart-data';

export interface ChartProps {
  title: string;
  /** A sentence under the title; the SVG's description says what it draws either way. */
  description?: string;
  labels: readonly string[];
  /** The heading of the label column in the table and the CSV. */
  labelHeading?: string;
  series: readonly ChartSeries[];
  format?: (value: number) => string;
  /** The value axis's top; the largest value when not given. */
  yMax?: number;
  csvFilename: string;
  /** Said instead of a chart when there are no labels. */
  empty?: ReactNode;
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };
/** Distinct dashes and markers, so two series differ without colour. */
const DASHES = ['', '6 4', '2 4', '10 4 2 4', '1 3', '12 6'];
const plain = (value: number) => value.toLocaleString('en-GB');

/** The element's content width, kept current (a fixed guess before the first measurement). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

function Chart({
  kind,
  title,
  description,
  labels,
  labelHeading = 'Period',
  series,
  format = plain,
  yMax,
  csvFilename,
  empty,
}: ChartProps & { kind: 'Bar' | 'Line' }) {
  const id = useId();
  const [frame, width] = useWidth<HTMLDivElement>();
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const ticks = niceTicks(Math.max(yMax ?? 0, maxValue(series)), 4, allWhole(series));
  const top = ticks.at(-1)!;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(1, labels.length);
  const centre = (index: number) => MARGIN.left + slot * index + slot / 2;
  const stride = labelStride(labels.length, plotWidth);
  const summary = chartSummary(kind, labels, series);

  const download = () =>
    saveFile(
      csvFilename,
      new Blob([chartCsv(labels, series, labelHeading)], { type: 'text/csv;charset=utf-8' }),
    );

  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <div className="chart-head">
        <div>
          <h3 id={`${id}-title`} className="chart-title">
            {title}
          </h3>
          {description ? <p className="muted small">{description}</p> : null}
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={download}
          disabled={labels.length === 0}
          aria-describedby={`${id}-title`}
        >
          Download CSV
        </button>
      </div>
      {labels.length === 0 ? (
        <p className="chart-empty muted">{empty ?? 'Nothing to show for this range.'}</p>
      ) : (
        <>
          <div ref={frame} className="chart-plot">
            <svg
              role="img"
              aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
              width={width}
              height={HEIGHT}
              viewBox={`0 0 ${width} ${HEIGHT}`}
            >
              <title id={`${id}-svg-title`}>{title}</title>
              <desc id={`${id}-svg-desc`}>{summary}</desc>
              {ticks.map((tick) => (
                <g key={tick} className="chart-grid">
                  <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
                  <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                    {format(tick)}
                  </text>
                </g>
              ))}
              {labels.map((label, index) =>
                // Counted from the end: the latest period always has its label, evenly spaced.
                (labels.length - 1 - index) % stride === 0 ? (
                  <text
                    key={label}
                    className="chart-axis-label"
                    x={centre(index)}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                  >
                    {label}
                  </text>
                ) : null,
              )}
              {kind === 'Bar'
                ? series.map((line, seriesIndex) => {
                    const barWidth = Math.max(1, (slot * 0.8) / series.length);
                    return (
                      <g key={line.name} className={`chart-series chart-series-${seriesIndex % 6}`}>
                        {line.values.map((value, index) =>
                          value === null ? null : (
                            <rect
                              key={labels[index]}
                              x={centre(index) - (slot * 0.8) / 2 + barWidth * seriesIndex}
                              y={y(value)}
                              width={Math.max(1, barWidth - 1)}
                              height={Math.max(0, y(0) - y(value))}
                            >
                              <title>{`${line.name}, ${labels[index]}: ${format(value)}`}</title>
                            </rect>
                          ),
                        )}
                      </g>
                    );
                  })
                : series.map((line, seriesIndex) => (
                    <g key={line.name} className={`chart-series chart-series-${seriesIndex % 6}`}>
                      <path
                        fill="none"
                        strokeDasharray={DASHES[seriesIndex % DASHES.length]}
                        d={linePath(line.values, centre, y)}
                      />
                      {line.values.map((value, index) =>
                        value === null ? null : (
                          <circle key={labels[index]} cx={centre(index)} cy={y(value)} r={3}>
                            <title>{`${line.name}, ${labels[index]}: ${format(value)}`}</title>
                          </circle>
                        ),
                      )}
                    </g>
                  ))}
            </svg>
          </div>
          {series.length > 1 ? (
            <ul className="chart-legend" aria-hidden="true">
              {series.map((line, seriesIndex) => (
                <li key={line.name} className={`chart-series chart-series-${seriesIndex % 6}`}>
                  <svg width="28" height="10" focusable="false">
                    {kind === 'Bar' ? (
                      <rect x="8" y="0" width="12" height="10" />
                    ) : (
                      <line
                        x1="0"
                        x2="28"
                        y1="5"
                        y2="5"
                        strokeDasharray={DASHES[seriesIndex % DASHES.length]}
                      />
                    )}
                  </svg>
                  {line.name}
                </li>
              ))}
            </ul>
          ) : null}
          <ScrollRegion className="chart-table" label={`${title}: table`}>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{labelHeading}</th>
                  {series.map((line) => (
                    <th key={line.name} scope="col" className="num">
                      {line.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((line) => {
                      const value = line.values[index] ?? null;
                      return (
                        <td key={line.name} className="num">
                          {value === null ? '–' : format(value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </figure>
  );
}

/** An SVG path through the values, broken where a value is missing. */
function linePath(
  values: ReadonlyArray<number | null>,
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let pen = false;
  values.forEach((value, index) => {
    if (value === null) {
      pen = false;
      return;
    }
    path += `${pen ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    pen = true;
  });
  return path;
}

export function BarChart(props: ChartProps) {
  return <Chart kind="Bar" {...props} />;
}

export function LineChart(props: ChartProps) {
  return <Chart kind="Line" {...props} />;
}
