import { z } from 'zod';
import { nonEmpty, type ContentSchemas } from '../schema';
import {
  mailActionSchema,
  metricSchema,
  pageIntroSchema,
  sectionHeadSchema,
  topicSectionSchema,
} from './industries.schema';

export const scientificFoundationPageSchema = z.object({
  intro: pageIntroSchema,
  badge: nonEmpty,
  exploreLabel: nonEmpty,
  citedFindings: z.object({
    title: nonEmpty,
    items: z.array(metricSchema).length(2),
    note: nonEmpty,
  }),
  areas: sectionHeadSchema.extend({
    areaEyebrow: nonEmpty,
    cardLinkLabel: nonEmpty,
    claimLabel: nonEmpty,
    evidenceLabel: nonEmpty,
    papersLabel: nonEmpty,
  }),
  approach: topicSectionSchema,
  foundation: sectionHeadSchema.extend({
    paragraphs: z.array(nonEmpty).min(1),
    points: z.array(nonEmpty).min(1),
    mail: mailActionSchema,
  }),
  disclaimer: z.object({ title: nonEmpty, paragraphs: z.array(nonEmpty).min(1) }),
});
export type ScientificFoundationPage = z.infer<typeof scientificFoundationPageSchema>;

export const contentSchemas: ContentSchemas = {
  scientificFoundationPage: scientificFoundationPageSchema,
};
