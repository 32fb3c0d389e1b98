/**
 * The sync API's answers as the portal reads them (dashboard, a rep's own progress, whoami): checked
 * with zod at the browser's boundary, both fresh from the network and from the Dexie cache (a
 * snapshot written by an older build must not break the page). Loose objects: a newer Worker may
 * add fields.
 */
import * as z from 'zod/mini';
import type { PortalDashboardResponse } from './portal-dashboard';
import type { ModuleId } from './training-modules';
import type { PortalProgressResponse } from './portal-progress';
import type { PortalWhoami } from './api';

const isoTime = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.gte(0));
const moduleId = z.string() as z.ZodMiniType<ModuleId>;

const documentUse = z.object({ documentId: z.string(), views: count, downloads: count });

export const portalDashboardSchema = z.object({
  ok: z.literal(true),
  generatedAt: isoTime,
  reps: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      lastActiveAt: isoTime,
      resetAt: z.nullable(isoTime),
      lessonIds: z.array(z.string()),
      certifiedAt: z.nullable(isoTime),
      // Answers cached before issue 24 have none: every event then came from the shared credential.
      verified: z._default(z.boolean(), false),
      // Answers cached before issue 28 have none.
      quizzes: z._default(
        z.array(
          z.object({
            moduleId,
            first: z.number().check(z.gte(0), z.lte(100)),
            best: z.number().check(z.gte(0), z.lte(100)),
            passes: count,
          }),
        ),
        [],
      ),
    }),
  ),
  documents: z.object({
    last7Days: z.array(documentUse),
    last30Days: z.array(documentUse),
    allTime: z.array(documentUse),
    openedIds: z.array(z.string()),
  }),
  searchesWithoutResults: z.array(
    z.object({ query: z.string(), searches: count, reps: count, lastSearchedAt: isoTime }),
  ),
  truncated: z.optional(z.object({ reps: z.boolean(), openedIds: z.boolean() })),
}) satisfies z.ZodMiniType<PortalDashboardResponse>;

export const portalProgressSchema = z.object({
  ok: z.literal(true),
  rep: z.object({ email: z.string(), name: z.nullable(z.string()) }),
  lastActiveAt: z.nullable(isoTime),
  progress: z.object({
    resetAt: z.nullable(isoTime),
    lessons: z.array(z.object({ moduleId, lessonId: z.string(), completedAt: isoTime })),
    quizzes: z.array(z.object({ moduleId, score: count, attempts: count, passedAt: isoTime })),
    certifiedAt: z.nullable(isoTime),
  }),
  contentUse: z.object({ views: count, downloads: count, searchesWithoutResults: count }),
}) satisfies z.ZodMiniType<PortalProgressResponse>;

export const portalWhoamiSchema = z.object({
  ok: z.literal(true),
  access: z.boolean(),
  email: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PortalWhoami>;
