import type { CSSProperties } from 'react';
import type { Playbook } from '@/shared/vault-schema';
import { ExpandableCard } from './expandable-card';

type PlaybookStatesProps = Pick<Playbook, 'states' | 'calmContext' | 'eventCriteria'>;

/** Step 1: the five states as expandable cards, then what Calm means and what counts as an event. */
export function PlaybookStates({ states, calmContext, eventCriteria }: PlaybookStatesProps) {
  return (
    <>
      <div className="grid pp-card-grid pp-state-grid">
        {states.map((state) => (
          <ExpandableCard
            key={state.id}
            accent={state.color}
            title={
              <>
                <span
                  className="state-dot"
                  style={{ '--dot': state.color } as CSSProperties}
                  aria-hidden="true"
                />
                {state.name}
              </>
            }
            meta={<span className="badge">{state.label}</span>}
            summary={<p>{state.summary}</p>}
          >
            <h4 className="pp-label">Talking points</h4>
            <ul className="check-list">
              {state.talkingPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </ExpandableCard>
        ))}
      </div>

      <div className="split pp-subsection">
        <div>
          <h3>Calm context</h3>
          <ul className="check-list">
            {calmContext.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Event criteria</h3>
          <div className="pp-criteria">
            {eventCriteria.map((group) => (
              <div key={group.state} className="card pp-criteria-card">
                <h4>{group.state}</h4>
                <ul>
                  {group.criteria.map((criterion) => (
                    <li key={criterion}>{criterion}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
