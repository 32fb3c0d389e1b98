import { z } from 'zod';
import { mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';
import { claimIdSchema } from './claims.schema';
import { marketStateIdSchema } from './market-states.schema';

const sectionHead = { eyebrow: nonEmpty.optional(), title: nonEmpty, intro: nonEmpty.optional() };
const titledText = z.object({ title: nonEmpty, text: nonEmpty });

export const msdMailSchema = z.object({
  validationPacket: mailTemplateSchema.extend({
    to: z.literal('contact'),
    subject: z.literal('Request MSD Validation Packet'),
  }),
  requestDemo: mailTemplateSchema,
  pilotRequest: mailTemplateSchema,
});
export type MsdMail = z.infer<typeof msdMailSchema>;

export const comparisonSchema = z.object({
  caption: nonEmpty,
  dimensionHeading: nonEmpty,
  traditionalHeading: nonEmpty,
  productHeading: nonEmpty,
  rows: z.array(z.object({ dimension: nonEmpty, traditional: nonEmpty, product: nonEmpty })).min(4),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const evidenceExampleSchema = z.object({
  date: z.iso.date(),
  dateLabel: nonEmpty,
  headline: nonEmpty,
  marketContext: nonEmpty,
});
export type EvidenceExample = z.infer<typeof evidenceExampleSchema>;

export const pilotProgramSchema = z.object({
  name: z.literal('Institutional Pilot Program'),
  term: z.literal('3 months'),
  price: z.literal('$8,000'),
  period: z.literal('per month'),
  inclusions: z.array(nonEmpty).length(6),
  note: nonEmpty,
  ctaLabel: nonEmpty,
});
export type PilotProgram = z.infer<typeof pilotProgramSchema>;

export const faqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const msdPageSchema = z.object({
  hero: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    lead: nonEmpty,
    disclaimer: nonEmpty,
    claimIds: z.array(claimIdSchema).min(3),
    validationLabel: nonEmpty,
    demoLabel: nonEmpty,
    disclaimersLabel: nonEmpty,
  }),
  evidence: z.object({
    ...sectionHead,
    classificationLabel: nonEmpty,
    classificationNote: nonEmpty,
    examples: z.array(evidenceExampleSchema).length(3),
    ctaLabel: nonEmpty,
  }),
  replays: z.object({
    ...sectionHead,
    carouselLabel: nonEmpty,
    stateIds: z.array(marketStateIdSchema).length(3),
  }),
  comparison: z.object(sectionHead),
  advanceAlerts: z.object({
    ...sectionHead,
    calmRule: nonEmpty,
    claimIds: z.array(claimIdSchema).min(2),
  }),
  stateLabels: z.object({
    frequency: nonEmpty,
    precision: nonEmpty,
    leadTime: nonEmpty,
    userType: nonEmpty,
    painPoint: nonEmpty,
    value: nonEmpty,
    roi: nonEmpty,
    validation: z.literal('Validation details'),
  }),
  pricing: z.object({
    ...sectionHead,
    program: pilotProgramSchema,
    stepsTitle: nonEmpty,
    steps: z.array(titledText).min(3),
  }),
  methodology: z.object({ ...sectionHead, points: z.array(titledText).min(6) }),
  disclaimers: z.object({ ...sectionHead, items: z.array(titledText).min(7) }),
  faq: z.object({ ...sectionHead, items: z.array(faqItemSchema).length(3) }),
  fixedDemoLabel: nonEmpty,
});
export type MsdPage = z.infer<typeof msdPageSchema>;

export const contentSchemas: ContentSchemas = {
  msdPage: msdPageSchema,
  msdMail: msdMailSchema,
};
