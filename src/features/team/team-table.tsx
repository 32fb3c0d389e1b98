import type { ReactNode } from 'react';
import { saveFile } from '@/lib/save-file';

export interface TeamColumn<Row> {
  label: string;
  cell: (row: Row, index: number) => ReactNode;
  numeric?: boolean;
  /** Kept on one line on wide screens (names, dates). */
  nowrap?: boolean;
}

interface TeamTableProps<Row> {
  id: string;
  title: string;
  /** One sentence on what the table counts. */
  description: ReactNode;
  columns: ReadonlyArray<TeamColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  csv: { fileName: string; text: () => string };
  /** Long lists start folded behind this summary (the heading, count and CSV stay visible). */
  folded?: string;
}

/**
 * One dashboard table with its heading, a CSV download and a plain empty state. On a phone each
 * row becomes a stacked card with its column labels (team-dashboard.css), so nothing scrolls sideways.
 */
const cellClass = (column: { numeric?: boolean; nowrap?: boolean }) =>
  [column.numeric && 'team-num', column.nowrap && 'team-nowrap'].filter(Boolean).join(' ') ||
  undefined;

export function TeamTable<Row>({
  id,
  title,
  description,
  columns,
  rows,
  rowKey,
  empty,
  csv,
  folded,
}: TeamTableProps<Row>) {
  const table = (
    <div className="team-table-wrap">
      <table className="team-table" id={id}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cellClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={cellClass(column)}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className="team-table-section" aria-labelledby={`${id}-title`}>
      <div className="team-table-head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="muted small">{description}</p>
        </div>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() =>
            saveFile(csv.fileName, new Blob([csv.text()], { type: 'text/csv;charset=utf-8' }))
          }
          disabled={rows.length === 0}
          aria-describedby={`${id}-title`}
        >
          Download CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="team-empty">{empty}</p>
      ) : folded ? (
        <details className="team-fold">
          <summary>{folded}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </section>
  );
}
