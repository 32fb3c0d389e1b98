import { z } from 'zod';
import { linkSchema, mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';

const headingSchema = z.object({ eyebrow: nonEmpty, title: nonEmpty, intro: nonEmpty });

export const futureProductsContentSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty, tracksLabel: nonEmpty }),
  alphaSection: headingSchema,
  tracksSection: headingSchema,
  stayInformed: z.object({
    title: nonEmpty,
    text: nonEmpty,
    label: nonEmpty,
    mail: mailTemplateSchema,
  }),
  disclaimer: nonEmpty,
});
export type FutureProductsContent = z.infer<typeof futureProductsContentSchema>;

export const alphaProductSchema = z.object({
  name: nonEmpty,
  status: z.literal('Alpha'),
  stage: nonEmpty,
  tagline: nonEmpty,
  description: nonEmpty,
  capabilities: z.array(nonEmpty).min(3),
  waitlistLabel: nonEmpty,
  waitlist: mailTemplateSchema,
  contactLink: linkSchema,
});
export type AlphaProduct = z.infer<typeof alphaProductSchema>;

export const researchTrackStatusSchema = z.enum([
  'Data ingest',
  'Pilot recruiting',
  'Retrospective complete',
  'Lab validation',
  'Maritime data ingest',
]);
export type ResearchTrackStatus = z.infer<typeof researchTrackStatusSchema>;

export const researchTrackSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  domain: nonEmpty,
  status: researchTrackStatusSchema,
  description: nonEmpty,
});
export type ResearchTrack = z.infer<typeof researchTrackSchema>;

export const contentSchemas: ContentSchemas = {
  futureProductsPage: futureProductsContentSchema,
  alphaProduct: alphaProductSchema,
  researchTracks: z.array(researchTrackSchema).length(5),
};
