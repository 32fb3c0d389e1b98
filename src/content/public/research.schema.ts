import { z } from 'zod';
import { linkSchema, nonEmpty, type ContentSchemas } from '../schema';
import {
  mailActionSchema,
  pageIntroSchema,
  sectionHeadSchema,
  topicSchema,
  topicSectionSchema,
} from './industries.schema';

const pointListSchema = z.object({ title: nonEmpty, points: z.array(nonEmpty).min(1) });

export const researchPageSchema = z.object({
  intro: pageIntroSchema,
  foundationLinkLabel: nonEmpty,
  approach: topicSectionSchema,
  tracks: sectionHeadSchema.extend({
    items: z.array(topicSchema.extend({ link: linkSchema.optional() })).min(1),
  }),
  collaborate: sectionHeadSchema.extend({
    offer: pointListSchema,
    lookingFor: pointListSchema,
    mail: mailActionSchema,
  }),
  further: sectionHeadSchema.extend({
    links: z.array(linkSchema.extend({ description: nonEmpty })).min(2),
  }),
  disclaimer: nonEmpty,
});
export type ResearchPage = z.infer<typeof researchPageSchema>;

export const contentSchemas: ContentSchemas = { researchPage: researchPageSchema };
