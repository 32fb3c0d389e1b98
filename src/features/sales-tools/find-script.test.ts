import { describe, expect, it } from 'vitest';
import { MARKET_STATE_IDS, PERSONA_IDS, type FlowScript } from '@/shared/vault-schema';
import { findScript } from './find-script';

function script(persona: FlowScript['persona'], state: FlowScript['state']): FlowScript {
  return {
    persona,
    state,
    opening: `${persona} on ${state}`,
    discovery: ['q'],
    positioning: 'p',
    proof: 'p',
    close: 'c',
  };
}

const all = PERSONA_IDS.flatMap((persona) =>
  MARKET_STATE_IDS.map((state) => script(persona, state)),
);

describe('findScript', () => {
  it('resolves every one of the 20 persona x state pairs to its own script', () => {
    expect(all).toHaveLength(20);
    const openings = new Set<string>();
    for (const persona of PERSONA_IDS) {
      for (const state of MARKET_STATE_IDS) {
        const found = findScript(all, persona, state);
        expect(found?.persona).toBe(persona);
        expect(found?.state).toBe(state);
        openings.add(found!.opening);
      }
    }
    expect(openings.size).toBe(20);
  });

  it('does not depend on the order of the scripts', () => {
    const reversed = [...all].reverse();
    expect(findScript(reversed, 'c-suite', 'calm')?.opening).toBe('c-suite on calm');
  });

  it('answers undefined for a pair the vault lacks', () => {
    expect(
      findScript(
        all.filter((s) => s.state !== 'turning'),
        'quant-fund',
        'turning',
      ),
    ).toBeUndefined();
  });
});
