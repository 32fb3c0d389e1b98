import { z } from 'zod';
import { linkSchema, mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';
import { hexColor } from './indices.schema';

const headingSchema = z.object({ eyebrow: nonEmpty, title: nonEmpty, intro: nonEmpty });

export const licenseTierSchema = z.object({
  id: z.enum(['tier-3', 'tier-4']),
  tier: nonEmpty,
  name: nonEmpty,
  audience: nonEmpty,
  summary: nonEmpty,
  features: z.array(nonEmpty).min(4),
  accentColor: hexColor,
  ctaLabel: nonEmpty,
  mail: mailTemplateSchema,
});
export type LicenseTier = z.infer<typeof licenseTierSchema>;

export const licensingContentSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty }),
  tiersSection: headingSchema,
  pricingNote: nonEmpty,
  datasetsSection: headingSchema,
  datasets: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(3),
  processSection: headingSchema,
  steps: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(3),
  pilot: z.object({ text: nonEmpty, link: linkSchema }),
  disclaimer: nonEmpty,
});
export type LicensingContent = z.infer<typeof licensingContentSchema>;

export const contentSchemas: ContentSchemas = {
  licensingPage: licensingContentSchema,
  licenseTiers: z.array(licenseTierSchema).length(2),
};
