/**
 * zod at a browser boundary without importing zod in feature code (the lint rule keeps zod out of
 * public page bundles; code that needs a runtime check goes through here, loaded lazily).
 */
import * as z from 'zod/mini';

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: string[] };

/** Parses `input`; on failure names the top-level fields that failed ('(body)' for the whole). */
export function checked<T>(schema: z.ZodMiniType<T>, input: unknown): Checked<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    fields: [
      ...new Set(
        result.error.issues.map((issue) => (issue.path.length ? String(issue.path[0]) : '(body)')),
      ),
    ],
  };
}

export type CheckedMessages<T> =
  { ok: true; value: T } | { ok: false; messages: Readonly<Record<string, string>> };

/**
 * Parses `input` for a form: on failure, the first message for each top-level field ('title',
 * 'tags'), so each can be shown beside its input ('(body)' for the whole).
 */
export function checkedMessages<T>(schema: z.ZodMiniType<T>, input: unknown): CheckedMessages<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '(body)';
    messages[field] ??= issue.message;
  }
  return { ok: false, messages };
}
