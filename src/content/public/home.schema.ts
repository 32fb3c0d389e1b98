import { z } from 'zod';
import { internalHref, nonEmpty, type ContentSchemas } from '../schema';
import { claimIdSchema } from './claims.schema';
import { marketStateIdSchema } from './market-states.schema';

export const homePageSchema = z.object({
  hero: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    lead: nonEmpty,
    claimIds: z.array(claimIdSchema).min(3),
    replayStateId: marketStateIdSchema,
    dataInActionLabel: z.literal('See the Data In Action'),
    validationLabel: z.literal('Download Validation Packet'),
    historyLabel: z.literal('Explore Signal History'),
    historyTo: internalHref,
  }),
  whatIs: z.object({
    title: z.literal('What is the Market State Detector?'),
    intro: nonEmpty,
    listLabel: nonEmpty,
    stateTo: internalHref,
    calmNote: nonEmpty,
  }),
  apart: z.object({ title: z.literal('What Sets Market State Detector Apart'), intro: nonEmpty }),
  why: z.object({
    title: z.literal('Why Funds Use Market State Detector'),
    intro: nonEmpty,
    benefits: z.array(z.object({ title: nonEmpty, text: nonEmpty })).length(3),
    ctaLabel: z.literal('See the Data In Action'),
  }),
  disclaimers: z.object({
    title: nonEmpty,
    items: z.array(nonEmpty).min(3),
    completeLabel: nonEmpty,
    completeTo: internalHref,
  }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const contentSchemas: ContentSchemas = { homePage: homePageSchema };
