import type { CSSProperties } from 'react';
import type { MarketStateId, PersonaId } from '@/shared/vault-schema';

export interface PersonaOption {
  id: PersonaId;
  title: string;
}

export interface StateOption {
  id: MarketStateId;
  name: string;
  color: string;
}

interface FlowPickerProps {
  personas: readonly PersonaOption[];
  states: readonly StateOption[];
  persona: PersonaId;
  state: MarketStateId;
  onPersona: (id: PersonaId) => void;
  onState: (id: MarketStateId) => void;
}

/** Two radio groups (native, so arrow keys and screen readers work as everywhere else). */
export function FlowPicker({
  personas,
  states,
  persona,
  state,
  onPersona,
  onState,
}: FlowPickerProps) {
  return (
    <div className="pp-picker">
      <fieldset className="pp-choice-group">
        <legend>Persona</legend>
        <div className="pp-choices">
          {personas.map((option) => (
            <label key={option.id} className="pp-choice">
              <input
                type="radio"
                name="flow-persona"
                value={option.id}
                checked={persona === option.id}
                onChange={() => onPersona(option.id)}
              />
              <span>{option.title}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="pp-choice-group">
        <legend>Current market state</legend>
        <div className="pp-choices">
          {states.map((option) => (
            <label key={option.id} className="pp-choice">
              <input
                type="radio"
                name="flow-state"
                value={option.id}
                checked={state === option.id}
                onChange={() => onState(option.id)}
              />
              <span
                className="state-dot"
                style={{ '--dot': option.color } as CSSProperties}
                aria-hidden="true"
              />
              <span>{option.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
