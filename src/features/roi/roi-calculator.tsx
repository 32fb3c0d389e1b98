import { useId, useMemo, useState } from 'react';
import type { RoiCalculator } from '@/shared/vault-schema';
import { readAum } from './aum';
import { calculateRoi, costAssumptions, defaultSignalIds, defaultTierOf } from './roi';
import { RoiInputs } from './roi-inputs';
import { RoiResults } from './roi-results';

/**
 * One ROI calculator (spec 2.6): inputs, live results, assumptions, the disclaimer and the
 * compliance acknowledgement, which is recorded on screen but blocks nothing. Every constant comes
 * from the vault's `calculator`.
 */
export function RoiCalculatorView({ calculator }: { calculator: RoiCalculator }) {
  const id = useId();
  const [aumText, setAumText] = useState(() => String(calculator.aum.defaultMillions));
  const [hedgingText, setHedgingText] = useState(() =>
    String(calculator.hedgingCost.defaultPercent),
  );
  const [tierId, setTierId] = useState(() => defaultTierOf(calculator).id);
  const [signalIds, setSignalIds] = useState(() => defaultSignalIds(calculator));
  const [acknowledged, setAcknowledged] = useState(false);

  const aum = readAum(aumText, calculator.aum.min);
  const aumMillions = aum.ok ? aum.millions : undefined;
  const result = useMemo(
    () =>
      aumMillions === undefined
        ? undefined
        : calculateRoi(calculator, { aumMillions, tierId, signalIds }),
    [calculator, aumMillions, tierId, signalIds],
  );
  // The tier's cost lines come from the same function as the figures' divisor.
  const tier = calculator.tiers.find((entry) => entry.id === tierId) ?? defaultTierOf(calculator);
  const assumptions = [...costAssumptions(tier), ...calculator.assumptions];
  const toggleSignal = (signalId: string) =>
    setSignalIds((current) =>
      current.includes(signalId)
        ? current.filter((entry) => entry !== signalId)
        : [...current, signalId],
    );

  return (
    <>
      <div className="roi-layout">
        <RoiInputs
          calculator={calculator}
          aumText={aumText}
          aum={aum}
          onAumText={setAumText}
          hedgingText={hedgingText}
          onHedgingText={setHedgingText}
          tierId={tierId}
          onTier={setTierId}
          signalIds={signalIds}
          onToggleSignal={toggleSignal}
        />
        <RoiResults result={result} />
      </div>

      <section className="roi-notes" aria-labelledby={`${id}-assumptions`}>
        <h2 id={`${id}-assumptions`}>Assumptions</h2>
        <ul className="check-list" data-testid="roi-assumptions">
          {assumptions.map((assumption, index) => (
            <li key={index}>{assumption}</li>
          ))}
        </ul>
        <p className="notice roi-illustration">{calculator.illustration}</p>
      </section>

      <section className="disclaimer-box roi-disclaimer" aria-labelledby={`${id}-disclaimer`}>
        <h2 id={`${id}-disclaimer`}>Disclaimer</h2>
        <p>{calculator.disclaimer}</p>
        <label className="checkbox roi-ack">
          <input
            type="checkbox"
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
          />
          <span>{calculator.compliance}</span>
        </label>
        <p className="small roi-ack-status" aria-live="polite">
          {acknowledged
            ? 'Acknowledged. Share figures only together with the disclaimer above.'
            : ''}
        </p>
      </section>
    </>
  );
}
