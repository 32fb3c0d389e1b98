import { z } from 'zod';
import { linkSchema, mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';

export const publicationTypeSchema = z.enum([
  'Whitepaper',
  'Case Study',
  'Research Brief',
  'Industry Report',
]);
export type PublicationType = z.infer<typeof publicationTypeSchema>;

export const publicationSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  description: nonEmpty,
  type: publicationTypeSchema,
  length: z.string().regex(/^\d+ pages$/),
  datePublished: z.iso.date().refine((date) => /^202[45]-/.test(date), 'published in 2024-2025'),
  /** Placeholder until files are hosted; downloads are requested by mail. */
  downloadUrl: z.literal('#'),
  request: mailTemplateSchema,
});
export type Publication = z.infer<typeof publicationSchema>;

const headingSchema = z.object({ eyebrow: nonEmpty, title: nonEmpty, intro: nonEmpty });
const mailSectionSchema = headingSchema.extend({
  id: z.enum(['research-collaboration', 'newsletter']),
  points: z.array(nonEmpty).min(2),
  label: nonEmpty,
  mail: mailTemplateSchema,
});

export const resourcesContentSchema = z.object({
  hero: z.object({
    eyebrow: nonEmpty,
    title: nonEmpty,
    lead: nonEmpty,
    links: z.array(linkSchema).length(3),
  }),
  whitepapers: headingSchema,
  requestLabel: nonEmpty,
  collaboration: mailSectionSchema,
  newsletter: mailSectionSchema,
  disclaimer: nonEmpty,
});
export type ResourcesContent = z.infer<typeof resourcesContentSchema>;

export const contentSchemas: ContentSchemas = {
  resourcesPage: resourcesContentSchema,
  publications: z
    .array(publicationSchema)
    .length(5)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: 'publication ids are unique',
    }),
};
