import type { StatusPages } from '@/shared/vault-schema';
import { partnerTone, toneClass } from './tones';

type Partner = StatusPages['grid']['pilotPartners'][number];

/** Partner targets: who, how far along, when, and what they care about. */
export function PartnerCards({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className="grid grid-3 pp-card-grid pp-plain-list">
      {partners.map((partner) => (
        <li key={partner.organization} className="card pp-partner">
          <h3>{partner.organization}</h3>
          <span className={toneClass(partnerTone(partner.status))}>{partner.status}</span>
          <dl className="pp-fields">
            <div>
              <dt>Timeline</dt>
              <dd>{partner.timeline}</dd>
            </div>
            <div>
              <dt>Focus</dt>
              <dd>{partner.focusArea}</dd>
            </div>
          </dl>
          {partner.details ? <p className="small">{partner.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}
