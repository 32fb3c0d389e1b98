import { z } from 'zod';
import { linkSchema, nonEmpty, type ContentSchemas } from '../schema';

export const footerContentSchema = z.object({
  tagline: nonEmpty,
  contactSubject: nonEmpty,
  productLinks: z.array(linkSchema).min(1),
  applications: z.array(z.object({ title: nonEmpty, blurb: nonEmpty, to: nonEmpty })).length(4),
  /** The industry applications index and the research program, below the four blurbs. */
  moreLinks: z.array(linkSchema).min(1),
  disclaimers: z.array(nonEmpty).min(3),
});
export type FooterContent = z.infer<typeof footerContentSchema>;

export const contentSchemas: ContentSchemas = { footerContent: footerContentSchema };
