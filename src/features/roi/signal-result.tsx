import type { CSSProperties } from 'react';
import { formatMillions, formatMultiple, formatShare } from './format';
import { NOT_AVAILABLE, SCENARIO_LABEL } from './labels';
import { SCENARIOS, type ScenarioResult, type SignalResult } from './roi';
import { ScenarioChart } from './scenario-chart';

/** Value, multiple and net benefit of one scenario, as a small definition list. */
export function ScenarioFigures({ result }: { result: ScenarioResult }) {
  return (
    <dl className="roi-figures">
      <div>
        <dt>Annual value</dt>
        <dd className="roi-value">{formatMillions(result.valueMillions)}</dd>
      </div>
      <div>
        <dt>ROI multiple</dt>
        <dd>{result.multiple === null ? NOT_AVAILABLE : formatMultiple(result.multiple)}</dd>
      </div>
      <div>
        <dt>Net benefit</dt>
        <dd>
          {result.netBenefitMillions === null
            ? NOT_AVAILABLE
            : formatMillions(result.netBenefitMillions)}
        </dd>
      </div>
    </dl>
  );
}

/** One selected signal: its record, a chart of the three scenarios, their figures and assumptions. */
export function SignalResultCard({ entry, scaleMax }: { entry: SignalResult; scaleMax: number }) {
  const { signal, scenarios } = entry;
  return (
    <article
      className="card card-accent roi-signal"
      style={{ '--card-accent': signal.color } as CSSProperties}
      data-signal={signal.id}
    >
      <h3>
        <span
          className="state-dot"
          style={{ '--dot': signal.color } as CSSProperties}
          aria-hidden="true"
        />{' '}
        {signal.name}
      </h3>
      <p className="small muted roi-signal-record">
        {signal.frequency}. Precision: {signal.precision}. Lead time: {signal.leadTime}.
      </p>
      <ScenarioChart
        name={signal.name}
        color={signal.color}
        scenarios={scenarios}
        scaleMax={scaleMax}
      />
      <ul className="roi-scenarios">
        {SCENARIOS.map((key) => (
          <li key={key} className="roi-scenario" data-scenario={key}>
            <p className="roi-scenario-name">
              {SCENARIO_LABEL[key]}{' '}
              <span className="muted">{formatShare(scenarios[key].share)} of AUM</span>
            </p>
            <ScenarioFigures result={scenarios[key]} />
            <p className="small muted">{signal.scenarios[key].description}</p>
          </li>
        ))}
      </ul>
      <h4 className="roi-subhead">Assumptions</h4>
      <ul className="check-list small">
        {signal.assumptions.map((assumption, index) => (
          <li key={index}>{assumption}</li>
        ))}
      </ul>
    </article>
  );
}
