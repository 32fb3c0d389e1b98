import type { StatusPages } from '@/shared/vault-schema';
import { exposureTone, toneClass } from './tones';

/** Exposure by altitude, the badge colour rising with the level, with impact and mitigation. */
export function AltitudeRisks({ risks }: { risks: StatusPages['aerospace']['altitudeRisks'] }) {
  return (
    <ul className="grid pp-plain-list pp-four-grid">
      {risks.map((risk) => (
        <li key={risk.altitude} className={`card pp-risk pp-risk-${exposureTone(risk.exposure)}`}>
          <div className="pp-risk-head">
            <h3>{risk.altitude}</h3>
            <span className={toneClass(exposureTone(risk.exposure))}>
              <span className="visually-hidden">Risk: </span>
              {risk.exposure}
            </span>
          </div>
          <dl className="pp-fields">
            <div>
              <dt>Impact</dt>
              <dd>{risk.impact}</dd>
            </div>
            <div>
              <dt>Mitigation</dt>
              <dd>{risk.mitigation}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
