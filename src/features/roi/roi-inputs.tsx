import { useId, type KeyboardEvent } from 'react';
import type { RoiCalculator, RoiTier } from '@/shared/vault-schema';
import { stepAum, type AumReading } from './aum';
import { formatTierPrice } from './format';

interface RoiInputsProps {
  calculator: RoiCalculator;
  aumText: string;
  aum: AumReading;
  onAumText: (text: string) => void;
  hedgingText: string;
  onHedgingText: (text: string) => void;
  tierId: RoiTier['id'];
  onTier: (id: RoiTier['id']) => void;
  signalIds: readonly string[];
  onToggleSignal: (id: string) => void;
}

/** AUM, hedging cost, tier and signals. Nothing here is submitted: results follow every change. */
export function RoiInputs(props: RoiInputsProps) {
  const {
    calculator,
    aumText,
    aum,
    onAumText,
    hedgingText,
    onHedgingText,
    tierId,
    onTier,
    signalIds,
    onToggleSignal,
  } = props;
  const id = useId();
  const { min, step, defaultMillions } = calculator.aum;
  const stepTo = (direction: 1 | -1) =>
    onAumText(String(stepAum(aum, step, direction, defaultMillions, min)));
  const onAumKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepTo(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <form
      className="card roi-inputs"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <h2 id={`${id}-title`}>Inputs</h2>

      <div className="field">
        <label htmlFor={`${id}-aum`}>Assets under management ($ millions)</label>
        <div className="roi-aum-row">
          <button
            type="button"
            className="btn btn-secondary roi-step"
            onClick={() => stepTo(-1)}
            aria-label={`Decrease AUM by ${step} million`}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={`${id}-aum`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={aumText}
            onChange={(event) => onAumText(event.target.value)}
            onKeyDown={onAumKey}
            aria-invalid={!aum.ok}
            aria-describedby={`${id}-aum-hint ${id}-aum-error`}
          />
          <button
            type="button"
            className="btn btn-secondary roi-step"
            onClick={() => stepTo(1)}
            aria-label={`Increase AUM by ${step} million`}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <p id={`${id}-aum-hint`} className="small muted roi-hint">
          In millions of US dollars{min !== undefined ? `, at least ${min}` : ''}. Arrow keys and
          the buttons step by {step}.
        </p>
        <p id={`${id}-aum-error`} className="roi-error" aria-live="polite">
          {aum.ok ? '' : aum.message}
        </p>
      </div>

      <div className="field">
        <label htmlFor={`${id}-hedging`}>
          Hedging cost (% of AUM){' '}
          <span className="badge roi-unused">Not used in any calculation</span>
        </label>
        <input
          id={`${id}-hedging`}
          type="number"
          inputMode="decimal"
          min={0}
          step={calculator.hedgingCost.step}
          value={hedgingText}
          onChange={(event) => onHedgingText(event.target.value)}
          aria-describedby={`${id}-hedging-note`}
        />
        <p id={`${id}-hedging-note`} className="small muted roi-hint">
          {calculator.hedgingCost.note}
        </p>
      </div>

      <fieldset className="roi-fieldset">
        <legend>Pricing tier</legend>
        {calculator.tiers.map((tier) => (
          <div key={tier.id} className="roi-choice">
            <label className="roi-choice-label">
              <input
                type="radio"
                name={`${id}-tier`}
                value={tier.id}
                checked={tierId === tier.id}
                onChange={() => onTier(tier.id)}
                aria-describedby={`${id}-tier-${tier.id}`}
              />
              <span className="roi-choice-name">
                {tier.name} <span className="roi-choice-price">{formatTierPrice(tier)}</span>
              </span>
            </label>
            <p id={`${id}-tier-${tier.id}`} className="small muted roi-choice-note">
              {tier.note}
            </p>
          </div>
        ))}
      </fieldset>

      <fieldset className="roi-fieldset">
        <legend>Signals</legend>
        {calculator.signals.map((signal) => (
          <div key={signal.id} className="roi-choice">
            <label className="roi-choice-label">
              <input
                type="checkbox"
                checked={signalIds.includes(signal.id)}
                onChange={() => onToggleSignal(signal.id)}
                aria-describedby={`${id}-signal-${signal.id}`}
              />
              <span
                className="state-dot"
                style={{ ['--dot' as string]: signal.color }}
                aria-hidden="true"
              />
              <span className="roi-choice-name">{signal.name}</span>
            </label>
            <p id={`${id}-signal-${signal.id}`} className="small muted roi-choice-note">
              {signal.frequency}. Precision: {signal.precision}. Lead time: {signal.leadTime}.
            </p>
          </div>
        ))}
      </fieldset>
    </form>
  );
}
