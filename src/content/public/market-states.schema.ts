import { z } from 'zod';
import { nonEmpty, type ContentSchemas } from '../schema';
import {
  fiveStatesInOrder,
  marketStateSummarySchema,
  replayChartSchema,
  stateColorSchema,
} from './market-state-summaries.schema';

export {
  marketStateIds,
  marketStateIdSchema,
  type MarketStateId,
} from './market-state-summaries.schema';

/** A back-test replay chart with its narration: shown in the page carousel and reused by the portal. */
export const screenshotSchema = replayChartSchema.extend({ narration: nonEmpty });
export type Screenshot = z.infer<typeof screenshotSchema>;

export const keyStatSchema = z.object({
  label: nonEmpty,
  value: nonEmpty.max(16),
  color: stateColorSchema,
});
export type KeyStat = z.infer<typeof keyStatSchema>;

export const validationDetailsSchema = z.object({
  summary: nonEmpty,
  facts: z.array(z.object({ label: nonEmpty, value: nonEmpty })).min(4),
  method: nonEmpty,
});
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;

/** A state's figures, validation and sales framing: what the pages about the states add to its summary. */
export const marketStateDetailSchema = z.object({
  /** The replay chart's narration (the chart itself is in the summary). */
  narration: nonEmpty,
  description: nonEmpty,
  frequency: nonEmpty,
  precision: nonEmpty.max(24),
  precisionDetail: nonEmpty,
  leadTime: nonEmpty,
  userType: nonEmpty,
  keyStats: z.array(keyStatSchema).min(3).max(4),
  painPoint: nonEmpty,
  value: nonEmpty,
  roi: nonEmpty,
  validation: validationDetailsSchema,
});
export type MarketStateDetail = z.infer<typeof marketStateDetailSchema>;

export const marketStateSchema = marketStateSummarySchema
  .extend(marketStateDetailSchema.omit({ narration: true }).shape)
  .extend({ screenshot: screenshotSchema });
export type MarketState = z.infer<typeof marketStateSchema>;

export const marketStatesSchema = fiveStatesInOrder(marketStateSchema);

export const contentSchemas: ContentSchemas = { marketStates: marketStatesSchema };
