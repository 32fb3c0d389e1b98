import type { Persona } from '@/shared/vault-schema';
import { ExpandableCard } from './expandable-card';

/** Step 2: qualify by persona; a click on a persona shows how to talk to it. */
export function PersonaCards({ personas }: { personas: readonly Persona[] }) {
  return (
    <div className="grid pp-card-grid pp-persona-grid">
      {personas.map((persona) => (
        <ExpandableCard
          key={persona.id}
          title={persona.title}
          summary={<p className="small">Pain point, opener, approach and demo focus</p>}
        >
          <dl className="pp-fields">
            <div>
              <dt>Pain point</dt>
              <dd>{persona.pain}</dd>
            </div>
            <div>
              <dt>Opener</dt>
              <dd>
                <q className="pp-quote">{persona.opener}</q>
              </dd>
            </div>
            <div>
              <dt>Approach</dt>
              <dd>{persona.approach}</dd>
            </div>
            <div>
              <dt>Demo focus</dt>
              <dd>{persona.demo}</dd>
            </div>
          </dl>
        </ExpandableCard>
      ))}
    </div>
  );
}
