/**
 * zod schemas for a rep's progress where the browser reads one it did not just make: the answer of
 * GET /api/portal/progress and the training facts stored on the device. Apart from
 * ./portal-progress so the Worker's pure join carries no schema.
 */
import * as z from 'zod/mini';
import { MODULE_IDS } from './training-modules';
import type { PortalProgressResponse, RepProgress } from './portal-progress';

const isoTime = z.iso.datetime({ offset: true });
const moduleId = z.enum(MODULE_IDS);

export const repProgressSchema = z.object({
  resetAt: z.nullable(isoTime),
  lessons: z.array(z.object({ moduleId, lessonId: z.string(), completedAt: isoTime })),
  quizzes: z.array(
    z.object({ moduleId, score: z.number(), attempts: z.number(), passedAt: isoTime }),
  ),
  certifiedAt: z.nullable(isoTime),
});

/** The version of the training facts a device stores (features/training/progress-facts). */
export const STORED_FACTS_VERSION = 2;

export const storedTrainingFactsSchema = z.object({
  version: z.literal(STORED_FACTS_VERSION),
  /** Per rep email in lower case; '' for facts from before the device knew its rep. */
  byRep: z.record(z.string(), repProgressSchema),
});

const count = z.int().check(z.gte(0));

export const portalProgressResponseSchema = z.object({
  ok: z.literal(true),
  rep: z.object({ email: z.string(), name: z.nullable(z.string()) }),
  lastActiveAt: z.nullable(isoTime),
  progress: repProgressSchema,
  contentUse: z.object({ views: count, downloads: count, searchesWithoutResults: count }),
});

// The schemas must describe the types the Worker answers with, no more and no less.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const progressMatches: Same<z.output<typeof repProgressSchema>, RepProgress> = true;
const answerMatches: Same<
  z.output<typeof portalProgressResponseSchema>,
  PortalProgressResponse
> = true;
void progressMatches;
void answerMatches;
