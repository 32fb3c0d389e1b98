import { z } from 'zod';
import { internalHref, mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';
import { claimIdSchema } from './claims.schema';

const paragraphs = z.array(nonEmpty).min(1);

export const aboutMailSchema = z.object({
  founderCall: mailTemplateSchema.extend({
    to: z.literal('founder'),
    subject: z.literal('Book a Call With the Founder'),
  }),
});
export type AboutMail = z.infer<typeof aboutMailSchema>;

export const aboutPageSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty }),
  whatWeDo: z.object({ title: z.literal('What We Do'), paragraphs }),
  vision: z.object({ title: z.literal('The Vision'), paragraphs }),
  differentiators: z.object({
    title: nonEmpty,
    intro: nonEmpty,
    items: z.array(z.object({ title: nonEmpty, text: nonEmpty })).length(4),
  }),
  validation: z.object({
    title: z.literal('Research Validation'),
    intro: nonEmpty,
    claimIds: z.array(claimIdSchema).min(2),
    disclaimer: nonEmpty,
  }),
  science: z.object({
    title: z.literal('The Science'),
    paragraphs,
    ctaLabel: nonEmpty,
    ctaTo: internalHref,
  }),
  audiences: z.object({
    title: z.literal('Who We Work With'),
    intro: nonEmpty,
    groups: z.array(z.object({ title: nonEmpty, members: z.array(nonEmpty).min(2) })).min(2),
  }),
  founder: z.object({
    title: z.literal('Who Built This'),
    name: z.literal('Dr. Adrian Hale'),
    role: z.literal('Founder and Principal Researcher'),
    photo: z.object({ src: z.literal('/about/founder.svg'), alt: nonEmpty }),
    bio: paragraphs,
    profileLabel: z.literal('Professional profile'),
    blogLabel: z.literal('Research blog'),
  }),
  cta: z.object({
    title: z.literal('Want In?'),
    text: nonEmpty,
    buttonLabel: z.literal('Book a Call With the Founder'),
  }),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const contentSchemas: ContentSchemas = {
  aboutMail: aboutMailSchema,
  aboutPage: aboutPageSchema,
};
