import type { FlowScript, MarketStateId, PersonaId } from '@/shared/vault-schema';

/** The talk track for one persona on a day in one market state; the vault holds one per pair. */
export function findScript(
  scripts: readonly FlowScript[],
  persona: PersonaId,
  state: MarketStateId,
): FlowScript | undefined {
  return scripts.find((script) => script.persona === persona && script.state === state);
}
