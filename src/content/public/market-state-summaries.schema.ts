import { z } from 'zod';
import { nonEmpty, type ContentSchemas } from '../schema';

/** The five states, in the order the spec lists them; each id is also its page anchor. */
export const marketStateIds = [
  'systemic-stress',
  'volatility-spike',
  'stress',
  'turning',
  'calm',
] as const;
export const marketStateIdSchema = z.enum(marketStateIds);
export type MarketStateId = z.infer<typeof marketStateIdSchema>;

export const stateColorSchema = z.enum(['#ef4444', '#a855f7', '#f97316', '#eab308', '#22c55e']);

/** A back-test replay chart as lists show it (the full record adds its narration). */
export const replayChartSchema = z.object({
  src: z.string().regex(/^\/screenshots\/[a-z-]+\.svg$/),
  title: nonEmpty,
  period: nonEmpty,
  alt: nonEmpty.min(40),
});
export type ReplayChart = z.infer<typeof replayChartSchema>;

/** What lists of the states show; the full record (market-states.schema.ts) adds the figures. */
export const marketStateSummarySchema = z.object({
  id: marketStateIdSchema,
  name: nonEmpty,
  code: nonEmpty.max(4).optional(),
  label: z.string().regex(/^[A-Z]+ - [A-Z]+ LIGHT$/),
  tagline: nonEmpty,
  color: stateColorSchema,
  screenshot: replayChartSchema,
  badge: nonEmpty,
});
export type MarketStateSummary = z.infer<typeof marketStateSummarySchema>;

/** Exactly the five states, in the spec's order, each with its own color. */
export function fiveStatesInOrder<T extends z.ZodType<{ id: MarketStateId; color: string }>>(
  state: T,
) {
  return z
    .array(state)
    .length(marketStateIds.length)
    .refine((states) => states.every((entry, index) => entry.id === marketStateIds[index]), {
      message: `states must be listed in the order ${marketStateIds.join(', ')}`,
    })
    .refine((states) => new Set(states.map((entry) => entry.color)).size === states.length, {
      message: 'each state needs its own color',
    });
}

export const contentSchemas: ContentSchemas = {
  marketStateSummaries: fiveStatesInOrder(marketStateSummarySchema),
};
