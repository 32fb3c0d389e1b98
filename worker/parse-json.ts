/** A JSON body checked against a zod schema: the data, or the 4xx that says what is wrong. */
import * as z from 'zod/mini';
import { errorResponse } from './http';
import { readJsonBody } from './request-body';

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export function validationFailed(issues: z.core.$ZodIssue[], message: string): Response {
  const fields = issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(body)',
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field(s): ${issue.keys.join(', ')}.`
        : issue.message,
  }));
  return errorResponse(422, 'validation_failed', message, {}, fields);
}

export async function parseJson<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
  maxBytes: number,
  what: string,
): Promise<Parsed<T>> {
  const body = await readJsonBody(request, maxBytes, what);
  if (!body.ok) return body;
  const parsed = z.safeParse(schema, body.data);
  if (!parsed.success)
    return {
      ok: false,
      response: validationFailed(parsed.error.issues, `Check ${what}: some fields are not valid.`),
    };
  return { ok: true, data: parsed.data };
}
