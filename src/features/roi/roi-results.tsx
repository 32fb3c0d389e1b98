import { useId } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMillions, formatMultiple, formatShare } from './format';
import { NOT_AVAILABLE, SCENARIO_LABEL } from './labels';
import { costAssumptions, SCENARIOS, type RoiResult } from './roi';
import { SignalResultCard } from './signal-result';

interface RoiResultsProps {
  /** Undefined while the AUM is not a usable number: a placeholder shows instead of figures. */
  result: RoiResult | undefined;
}

function spokenSummary(result: RoiResult | undefined): string {
  if (!result) return 'Results are hidden until the AUM is a valid number.';
  if (!result.signals.length) return 'No signal selected.';
  // Per signal, as the results read: one signal leads, never the sum.
  return result.signals
    .map(({ signal, scenarios }) => {
      const base = scenarios.baseCase;
      const multiple =
        base.multiple === null
          ? 'ROI multiple not available'
          : `ROI ${formatMultiple(base.multiple)}`;
      return `${signal.name} base case: ${formatMillions(base.valueMillions)} a year, ${multiple}.`;
    })
    .join(' ');
}

/**
 * The selected signals added together: secondary to the per-signal cards, and labelled as what it
 * is (the training: lead with one signal, not the sum; overlap between signals is not removed).
 */
function ScenarioSum({ result }: { result: RoiResult }) {
  const id = useId();
  return (
    <section className="card roi-totals" aria-labelledby={`${id}-sum`}>
      <h3 id={`${id}-sum`}>
        Sum of hypothetical scenarios across {result.signals.length} selected signals
      </h3>
      <p className="small muted">
        Each signal's values added together against one license. Overlap between signals is not
        removed, so this sum is not a forecast; lead with one signal, not the sum.
      </p>
      <ScrollRegion label="Sum by scenario" className="roi-table-wrap">
        <table className="roi-table" aria-labelledby={`${id}-sum`}>
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">Share of AUM</th>
              <th scope="col">Annual value</th>
              <th scope="col">ROI multiple</th>
              <th scope="col">Net benefit</th>
            </tr>
          </thead>
          <tbody>
            {SCENARIOS.map((key) => {
              const row = result.totals[key];
              return (
                <tr key={key} data-scenario={key}>
                  <th scope="row">{SCENARIO_LABEL[key]}</th>
                  <td data-label="Share of AUM">{formatShare(row.share)}</td>
                  <td data-label="Annual value">{formatMillions(row.valueMillions)}</td>
                  <td data-label="ROI multiple">
                    {row.multiple === null ? NOT_AVAILABLE : formatMultiple(row.multiple)}
                  </td>
                  <td data-label="Net benefit">
                    {row.netBenefitMillions === null
                      ? NOT_AVAILABLE
                      : formatMillions(row.netBenefitMillions)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

/** The tier's cost basis, one card per selected signal, then (secondary) their sum. */
export function RoiResults({ result }: RoiResultsProps) {
  const id = useId();
  const scaleMax = result
    ? Math.max(
        0,
        ...result.signals.map((entry) =>
          Math.max(...SCENARIOS.map((key) => entry.scenarios[key].valueMillions)),
        ),
      )
    : 0;
  return (
    <section className="roi-results" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Results</h2>
      <p className="visually-hidden" aria-live="polite">
        {spokenSummary(result)}
      </p>
      {!result ? (
        <div className="notice notice-warning roi-placeholder" data-testid="roi-placeholder">
          <p>
            <strong>No figures yet.</strong> The scenarios appear as soon as the AUM is a valid
            number.
          </p>
        </div>
      ) : (
        <>
          <p className="small muted roi-basis" data-testid="roi-basis">
            {costAssumptions(result.tier).join(' ')}
          </p>
          {result.signals.length ? (
            <div className="roi-signals">
              {result.signals.map((entry) => (
                <SignalResultCard key={entry.signal.id} entry={entry} scaleMax={scaleMax} />
              ))}
            </div>
          ) : (
            <p className="notice">Select at least one signal to see its scenarios.</p>
          )}
          {result.signals.length > 1 ? <ScenarioSum result={result} /> : null}
        </>
      )}
    </section>
  );
}
