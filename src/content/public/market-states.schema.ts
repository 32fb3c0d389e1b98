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

const stateColor = z.enum(['#ef4444', '#a855f7', '#f97316', '#eab308', '#22c55e']);

export const keyStatSchema = z.object({
  label: nonEmpty,
  value: nonEmpty.max(16),
  color: stateColor,
});
export type KeyStat = z.infer<typeof keyStatSchema>;

/** A back-test replay chart: shown in the page carousel and reused by the portal. */
export const screenshotSchema = z.object({
  src: z.string().regex(/^\/screenshots\/[a-z-]+\.svg$/),
  title: nonEmpty,
  period: nonEmpty,
  alt: nonEmpty.min(40),
  narration: nonEmpty,
});
export type Screenshot = z.infer<typeof screenshotSchema>;

export const validationDetailsSchema = z.object({
  summary: nonEmpty,
  facts: z.array(z.object({ label: nonEmpty, value: nonEmpty })).min(4),
  method: nonEmpty,
});
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

export const marketStateSchema = z.object({
  id: marketStateIdSchema,
  name: nonEmpty,
  code: nonEmpty.max(4).optional(),
  label: z.string().regex(/^[A-Z]+ - [A-Z]+ LIGHT$/),
  tagline: nonEmpty,
  description: nonEmpty,
  frequency: nonEmpty,
  precision: nonEmpty.max(24),
  precisionDetail: nonEmpty,
  leadTime: nonEmpty,
  userType: nonEmpty,
  color: stateColor,
  screenshot: screenshotSchema,
  keyStats: z.array(keyStatSchema).min(3).max(4),
  painPoint: nonEmpty,
  value: nonEmpty,
  roi: nonEmpty,
  badge: nonEmpty,
  validation: validationDetailsSchema,
});
export type MarketState = z.infer<typeof marketStateSchema>;

export const marketStatesSchema = z
  .array(marketStateSchema)
  .length(marketStateIds.length)
  .refine((states) => states.every((state, index) => state.id === marketStateIds[index]), {
    message: `states must be listed in the order ${marketStateIds.join(', ')}`,
  })
  .refine((states) => new Set(states.map((state) => state.color)).size === states.length, {
    message: 'each state needs its own color',
  });

export const contentSchemas: ContentSchemas = { marketStates: marketStatesSchema };
