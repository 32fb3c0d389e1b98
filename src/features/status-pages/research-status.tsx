import type { StatusPages } from '@/shared/vault-schema';
import { challengeTone, phaseTone, toneClass } from './tones';

type GeoSocial = StatusPages['geoSocial'];

/** The open research problems, each with where it stands. */
export function ChallengeCards({ challenges }: { challenges: GeoSocial['challenges'] }) {
  return (
    <ul className="grid pp-plain-list pp-four-grid">
      {challenges.map((item) => (
        <li key={item.challenge} className="card">
          <h3>{item.challenge}</h3>
          <span className={toneClass(challengeTone(item.status))}>{item.status}</span>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** The tentative phases as a vertical timeline; the status word is shown, not only its colour. */
export function PhaseTimeline({ phases }: { phases: GeoSocial['phases'] }) {
  return (
    <ol className="pp-timeline">
      {phases.map((phase) => (
        <li key={phase.phase} className={`pp-timeline-item pp-timeline-${phaseTone(phase.status)}`}>
          <div className="pp-timeline-head">
            <h3>{phase.phase}</h3>
            <span className="pp-timeline-when">{phase.timeframe}</span>
            <span className={toneClass(phaseTone(phase.status))}>{phase.status}</span>
          </div>
          <p>{phase.description}</p>
        </li>
      ))}
    </ol>
  );
}
