import { z } from 'zod';
import { nonEmpty, type ContentSchemas } from '../schema';

/** One headline figure: the value as printed, what it measures, and the basis it rests on. */
export const claimSchema = z.object({
  value: nonEmpty.max(12),
  label: nonEmpty.max(60),
  basis: nonEmpty,
});
export type Claim = z.infer<typeof claimSchema>;

export const claimsSchema = z.object({
  crisisPrecision: claimSchema,
  truePositiveRate: claimSchema,
  advanceWarning: claimSchema,
  leadTime: claimSchema,
  falsePositiveRate: claimSchema,
  classificationsPerYear: claimSchema,
  researchYears: claimSchema,
  backtestPeriod: claimSchema,
  licensingHistory: claimSchema,
});
export type Claims = z.infer<typeof claimsSchema>;
export type ClaimId = keyof Claims;

/** Lets other content modules pick which claims a page shows, by id. */
export const claimIdSchema = z.enum(Object.keys(claimsSchema.shape) as [ClaimId, ...ClaimId[]]);

export const taglinesSchema = z.tuple([
  z.literal('Backtested'),
  z.literal('Audit-Ready'),
  z.literal('Immutable'),
  z.literal('Zero Drift'),
]);
export type Taglines = z.infer<typeof taglinesSchema>;

export const contentSchemas: ContentSchemas = {
  claims: claimsSchema,
  taglines: taglinesSchema,
  backtestNote: nonEmpty,
};
