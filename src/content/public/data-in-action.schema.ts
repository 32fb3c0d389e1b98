import { z } from 'zod';
import { nonEmpty, type ContentSchemas } from '../schema';

export const dataInActionContentSchema = z.object({
  eyebrow: nonEmpty,
  title: nonEmpty,
  lead: nonEmpty,
  form: z.object({
    title: nonEmpty,
    intro: nonEmpty,
    acknowledgement: nonEmpty,
    submit: nonEmpty,
    submitting: nonEmpty,
    missingIntro: nonEmpty,
    missing: z.object({
      name: nonEmpty,
      company: nonEmpty,
      email: nonEmpty,
      acknowledged: nonEmpty,
    }),
    /** Shown under a field after it loses focus; one short line, so nothing below moves. */
    invalid: z.object({
      name: nonEmpty.max(40),
      company: nonEmpty.max(40),
      email: nonEmpty.max(40),
    }),
    privacy: nonEmpty,
    /** The form's code could not load (offline on a first visit): shown until it can. */
    unavailable: nonEmpty,
  }),
  chart: z.object({
    title: nonEmpty,
    intro: nonEmpty,
    openButton: nonEmpty,
    popupBlocked: nonEmpty,
    embedNote: nonEmpty,
    legendTitle: nonEmpty,
    readingTitle: nonEmpty,
    reading: z.array(nonEmpty).min(3),
    replaysTitle: nonEmpty,
    lockButton: nonEmpty,
    lockNote: nonEmpty,
  }),
  status: z.object({
    sending: nonEmpty,
    sent: nonEmpty,
    savedOffline: nonEmpty,
    retrying: nonEmpty,
    refusedTitle: nonEmpty,
    retry: nonEmpty,
    discard: nonEmpty,
    pendingTitle: nonEmpty,
  }),
});
export type DataInActionContent = z.infer<typeof dataInActionContentSchema>;

export const contentSchemas: ContentSchemas = { dataInActionContent: dataInActionContentSchema };
