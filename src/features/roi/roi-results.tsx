import { useId } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import {
  formatAnnualCost,
  formatMillions,
  formatMultiple,
  formatShare,
  formatTierPrice,
} from './format';
import { NOT_AVAILABLE, SCENARIO_LABEL } from './labels';
import { SCENARIOS, type RoiResult } from './roi';
import { SignalResultCard } from './signal-result';

interface RoiResultsProps {
  /** Undefined while the AUM is not a usable number: a placeholder shows instead of figures. */
  result: RoiResult | undefined;
}

function spokenSummary(result: RoiResult | undefined): string {
  if (!result) return 'Results are hidden until the AUM is a valid number.';
  if (!result.signals.length) return 'No signal selected.';
  const base = result.totals.baseCase;
  const multiple =
    base.multiple === null ? 'ROI multiple not available' : `ROI ${formatMultiple(base.multiple)}`;
  return `Base case across ${result.signals.length} selected signal${result.signals.length === 1 ? '' : 's'}: ${formatMillions(base.valueMillions)} a year, ${multiple}.`;
}

/** Totals, the tier they are measured against, and one card per selected signal. */
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
          <div className="card roi-totals">
            <h3>
              {result.signals.length > 1
                ? `Total across ${result.signals.length} selected signals`
                : 'Total'}
            </h3>
            <p className="small muted">
              Compared with {result.tier.name}: {formatTierPrice(result.tier)}
              {result.annualCostThousands !== null && result.tier.billing === 'month'
                ? `, ${formatAnnualCost(result.annualCostThousands)}`
                : ''}
              {result.annualCostThousands === null
                ? `. ${NOT_AVAILABLE}: no ROI multiple or net benefit without a price.`
                : '.'}
            </p>
            {result.signals.length ? (
              <ScrollRegion label="Totals by scenario" className="roi-table-wrap">
                <table className="roi-table">
                  <caption className="visually-hidden">Totals by scenario</caption>
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
            ) : (
              <p className="notice">Select at least one signal to see its scenarios.</p>
            )}
          </div>
          <div className="roi-signals">
            {result.signals.map((entry) => (
              <SignalResultCard key={entry.signal.id} entry={entry} scaleMax={scaleMax} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
