import { marketStateSummaries } from '@/content/public/market-state-summaries';
import type {
  MarketStateId,
  MarketStateSummary,
} from '@/content/public/market-state-summaries.schema';

/** A state's name, light, color and replay chart (the summary: no figures, so lists stay small). */
export function marketStateById(id: MarketStateId): MarketStateSummary {
  const state = marketStateSummaries.find((candidate) => candidate.id === id);
  if (!state) throw new Error(`Unknown market state: ${id}`);
  return state;
}
