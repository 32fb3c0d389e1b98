import type { CSSProperties } from 'react';
import type { MsdSuite } from '@/shared/vault-schema';

type StateCard = MsdSuite['states'][number];

/** One market state with every field a rep may be asked about (spec section 3, market state card). */
export function MsdStateCard({ state }: { state: StateCard }) {
  return (
    <article
      id={`state-${state.id}`}
      className="card card-accent pp-state"
      style={{ '--card-accent': state.color } as CSSProperties}
    >
      <header className="pp-state-head">
        <span
          className="state-dot"
          style={{ '--dot': state.color } as CSSProperties}
          aria-hidden="true"
        />
        <h3>{state.name}</h3>
        <span className="badge">{state.label}</span>
      </header>
      <p className="pp-state-subtitle">{state.subtitle}</p>
      <p className="pp-state-tagline">{state.tagline}</p>

      <div className="pp-state-body">
        <div>
          <h4 className="pp-label">What it means</h4>
          <p>{state.whatItMeans}</p>
          <h4 className="pp-label">What you gain</h4>
          <ul className="check-list">
            {state.whatYouGain.map((gain) => (
              <li key={gain}>{gain}</li>
            ))}
          </ul>
          <h4 className="pp-label">Example</h4>
          <p>{state.example}</p>
        </div>
        <div>
          <dl className="pp-state-facts">
            <div>
              <dt>Precision</dt>
              <dd>{state.precision}</dd>
            </div>
            <div>
              <dt>Frequency</dt>
              <dd>{state.frequency}</dd>
            </div>
            <div>
              <dt>Lead time</dt>
              <dd>{state.leadTime}</dd>
            </div>
            <div>
              <dt>Target user</dt>
              <dd>{state.targetUser}</dd>
            </div>
            <div>
              <dt>Value</dt>
              <dd>{state.value}</dd>
            </div>
          </dl>
          <div className="pp-proof-box">
            <h4 className="pp-label">Proof: {state.proof.date}</h4>
            <p>{state.proof.description}</p>
          </div>
        </div>
      </div>
      <p className="pp-key-message">
        <strong>Key message: </strong>
        {state.keyMessage}
      </p>
    </article>
  );
}
