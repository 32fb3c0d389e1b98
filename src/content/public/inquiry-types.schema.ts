import { z } from 'zod';
import { nonEmpty, type ContentSchemas } from '../schema';

/** The five values the contact form accepts, in display order; `?type=` must equal one exactly. */
export const inquiryTypeValueSchema = z.enum([
  'general',
  'axion-beta',
  'api-access',
  'research-brief',
  'partner-pilot',
]);
export type InquiryTypeValue = z.infer<typeof inquiryTypeValueSchema>;

export const inquiryTypeSchema = z.object({ value: inquiryTypeValueSchema, label: nonEmpty });
export type InquiryType = z.infer<typeof inquiryTypeSchema>;

export const inquiryTypesSchema = z
  .array(inquiryTypeSchema)
  .length(inquiryTypeValueSchema.options.length)
  .refine((types) => new Set(types.map((type) => type.value)).size === types.length, {
    message: 'each inquiry type appears once',
  });

export const contentSchemas: ContentSchemas = {
  inquiryTypes: inquiryTypesSchema,
  defaultInquiryType: inquiryTypeValueSchema,
};
