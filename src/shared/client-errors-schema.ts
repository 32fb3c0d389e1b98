/** The zod schemas of client error reports and their list (./client-errors.ts has the rest). */
import * as z from 'zod/mini';
import {
  CLIENT_ERROR_LIMITS,
  ROUTE_PATTERN,
  STACK_FRAME,
  type ClientErrorList,
  type ClientErrorReport,
} from './client-errors';

const kind = z.enum(['error', 'unhandledrejection']);

export const clientErrorReportSchema: z.ZodMiniType<ClientErrorReport> = z.strictObject({
  kind,
  message: z.string().check(z.minLength(1), z.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: z
    .array(z.string().check(z.regex(STACK_FRAME)))
    .check(z.maxLength(CLIENT_ERROR_LIMITS.frames)),
  route: z.string().check(z.regex(ROUTE_PATTERN)),
  build: z.string().check(z.regex(/^[A-Za-z0-9_.+-]{1,40}$/)),
});

/** The admin list as the page reads it (plain types only: the page's chunk stays small). */
export const clientErrorListSchema: z.ZodMiniType<ClientErrorList> = z.object({
  ok: z.literal(true),
  errors: z.array(
    z.object({
      fingerprint: z.string(),
      kind,
      message: z.string(),
      stack: z.array(z.string()),
      route: z.string(),
      build: z.string(),
      count: z.number(),
      firstSeen: z.string(),
      lastSeen: z.string(),
    }),
  ),
  retentionDays: z.number(),
});
