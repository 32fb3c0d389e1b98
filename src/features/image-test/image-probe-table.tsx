import { describeStep, type ProbeStep } from './image-probe';
import type { ProbeRow } from './use-image-probes';

const stateClass: Record<ProbeStep['state'], string> = {
  loading: 'image-test-status-loading',
  loaded: 'image-test-status-loaded',
  failed: 'image-test-status-failed',
};

function Preview({ row }: { row: ProbeRow }) {
  const shown = row.steps.findLast((step) => step.state === 'loaded');
  if (!shown || shown.state !== 'loaded') {
    const pending = row.steps.at(-1)?.state === 'loading';
    return <span className="muted">{pending ? 'Waiting...' : 'Not shown'}</span>;
  }
  const alt =
    shown.src === row.src
      ? `${row.format} test image`
      : `${shown.format} fallback shown for the ${row.format} test image`;
  return (
    <img
      className="image-test-preview"
      src={shown.src}
      width={shown.width}
      height={shown.height}
      alt={alt}
    />
  );
}

/** One row per test image: the file, every status line it went through, and the image once loaded. */
export function ImageProbeTable({ rows }: { rows: ProbeRow[] }) {
  return (
    <div className="table-wrap">
      <table className="image-test-table">
        <caption className="visually-hidden">Image loading results</caption>
        <thead>
          <tr>
            <th scope="col">Test image</th>
            <th scope="col">Status</th>
            <th scope="col">Image</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.src}>
              <th scope="row">
                {row.format}
                <code className="image-test-file">
                  {row.src.slice(0, row.src.lastIndexOf('/') + 1)}
                  <wbr />
                  {row.src.slice(row.src.lastIndexOf('/') + 1)}
                </code>
              </th>
              <td>
                <ul className="image-test-status">
                  {row.steps.map((step, index) => (
                    <li
                      key={`${step.src}-${index}`}
                      className={stateClass[step.state]}
                      data-state={step.state}
                    >
                      {describeStep(step)}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <Preview row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
