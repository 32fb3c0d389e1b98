import { z } from 'zod';
import { linkSchema, mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';

export const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

export const platformIndexSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  codename: z.string().regex(/^[A-Z]{3,6}$/),
  driver: nonEmpty,
  description: nonEmpty,
  accentColor: hexColor,
});
export type PlatformIndex = z.infer<typeof platformIndexSchema>;

export const compositeIndexSchema = z.object({
  title: nonEmpty,
  label: nonEmpty,
  description: nonEmpty,
  points: z.array(nonEmpty).min(2),
  accentColor: hexColor,
});
export type CompositeIndex = z.infer<typeof compositeIndexSchema>;

const headingSchema = z.object({ eyebrow: nonEmpty, title: nonEmpty, intro: nonEmpty });

export const signalPlatformContentSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty, note: nonEmpty }),
  detectorLink: linkSchema,
  overviewLabel: nonEmpty,
  overviewMail: mailTemplateSchema,
  indices: headingSchema,
  driverLabel: nonEmpty,
  composite: headingSchema,
  disclaimer: nonEmpty,
});
export type SignalPlatformContent = z.infer<typeof signalPlatformContentSchema>;

export const contentSchemas: ContentSchemas = {
  signalPlatform: signalPlatformContentSchema,
  platformIndices: z.array(platformIndexSchema).length(5),
  compositeIndex: compositeIndexSchema,
};
