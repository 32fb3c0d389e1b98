import { z } from 'zod';
import { mailTemplateSchema, nonEmpty, type ContentSchemas } from '../schema';

export const contactCardSchema = z.object({
  id: z.enum(['corporate', 'research', 'media']),
  title: nonEmpty,
  description: nonEmpty,
  /** The card shows the address of this template's mailbox and links to it. */
  mail: mailTemplateSchema.extend({ to: z.enum(['contact', 'research', 'media']) }),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

const fieldSchema = z.object({
  label: nonEmpty,
  hint: nonEmpty.optional(),
  error: nonEmpty.optional(),
});

export const contactContentSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty }),
  cardsSection: z.object({ eyebrow: nonEmpty, title: nonEmpty }),
  formSection: z.object({ eyebrow: nonEmpty, title: nonEmpty, intro: nonEmpty }),
  form: z.object({
    name: fieldSchema.extend({ error: nonEmpty }),
    email: fieldSchema.extend({ error: nonEmpty }),
    inquiryType: fieldSchema,
    message: fieldSchema.extend({ error: nonEmpty }),
    requiredNote: nonEmpty,
    submitLabel: nonEmpty,
    privacyNote: nonEmpty,
  }),
  thankYou: z.object({
    title: nonEmpty,
    text: nonEmpty,
    fallback: nonEmpty,
    sendAnotherLabel: nonEmpty,
  }),
  /** Line labels of the drafted mail body. */
  mailLabels: z.object({
    name: nonEmpty,
    email: nonEmpty,
    inquiryType: nonEmpty,
    message: nonEmpty,
  }),
  disclaimer: nonEmpty,
});
export type ContactContent = z.infer<typeof contactContentSchema>;

export const contentSchemas: ContentSchemas = {
  contactPage: contactContentSchema,
  contactCards: z.array(contactCardSchema).length(3),
};
