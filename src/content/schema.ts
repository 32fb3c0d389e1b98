/**
 * Zod building blocks for the typed content modules. Content ships to the browser as plain data
 * typed from these schemas (`import type` only, so zod stays out of the public bundle); the
 * content test parses every module against its `*.schema.ts` sibling.
 */
import { z } from 'zod';
import { mailboxKeys, type MailboxKey } from '@/config';

export const nonEmpty = z.string().trim().min(1);

export const mailTemplateSchema = z.object({
  to: z.enum(mailboxKeys as [MailboxKey, ...MailboxKey[]]),
  subject: nonEmpty.max(160),
  body: z.string().max(2000),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** An in-app destination ('/path', '/path?query', '/path#anchor'); the test checks the path is routed. */
export const internalHref = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z0-9=&-]*)?(#[a-z0-9-]+)?$/);

export const externalUrl = z.url({ protocol: /^https$/ });

export const linkSchema = z.object({ label: nonEmpty, to: internalHref });
export type ContentLink = z.infer<typeof linkSchema>;

/** Each `*.schema.ts` exports `contentSchemas`: export name of the sibling data module -> schema. */
export type ContentSchemas = Record<string, z.ZodType>;
