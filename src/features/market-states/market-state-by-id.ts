import { marketStates } from '@/content/public/market-states';
import type { MarketState, MarketStateId } from '@/content/public/market-states.schema';

export function marketStateById(id: MarketStateId): MarketState {
  const state = marketStates.find((candidate) => candidate.id === id);
  if (!state) throw new Error(`Unknown market state: ${id}`);
  return state;
}
