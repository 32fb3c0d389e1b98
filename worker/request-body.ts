import { errorResponse } from './http';

/** Reads a request body as text without ever buffering more than `maxBytes`. */
export type BodyResult =
  { ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' };

/**
 * Reads a refused body to its end and discards it. Cancelling an upload the runtime is still
 * receiving leaves the connection's remaining bytes unread, and local workerd (wrangler dev) then
 * stalls the next request on that keep-alive connection until the client gives up. Reading the
 * rest costs I/O, not memory or meaningful CPU, and the platform caps request bodies (100 MB).
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The client went away mid-upload: nothing left to read.
  }
}

/** A request body's chunks are bytes; the Workers types leave the stream's chunk type open (`any`). */
function byteReader(body: ReadableStream): ReadableStreamDefaultReader<Uint8Array> {
  return body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
}

export type BytesResult =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'unreadable' };

/** A request body's bytes, never buffering more than `maxBytes` (more is refused, and read away). */
export async function readBytesCapped(request: Request, maxBytes: number): Promise<BytesResult> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (request.body) await discardRest(byteReader(request.body));
    return { ok: false, reason: 'too_large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = byteReader(request.body);

  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await discardRest(reader);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export async function readBodyCapped(request: Request, maxBytes: number): Promise<BodyResult> {
  const body = await readBytesCapped(request, maxBytes);
  if (!body.ok) return body;
  try {
    return {
      ok: true,
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body.bytes),
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

export type JsonBodyResult = { ok: true; data: unknown } | { ok: false; response: Response };

/**
 * An endpoint's JSON body, or the 4xx that says why not: 415 when it is not application/json, 413
 * over `maxBytes`, 400 when it is not UTF-8 or not JSON. `what` names it in the 415 message
 * ("the lead").
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  what: string,
): Promise<JsonBodyResult> {
  const contentType = (request.headers.get('Content-Type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (contentType !== 'application/json') {
    return {
      ok: false,
      response: errorResponse(415, 'unsupported_media_type', `Send ${what} as application/json.`),
    };
  }
  const body = await readBodyCapped(request, maxBytes);
  if (!body.ok) {
    return {
      ok: false,
      response:
        body.reason === 'too_large'
          ? errorResponse(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`)
          : errorResponse(400, 'invalid_body', 'The body could not be read as UTF-8 text.'),
    };
  }
  try {
    return { ok: true, data: JSON.parse(body.text) as unknown };
  } catch {
    return {
      ok: false,
      response: errorResponse(400, 'invalid_json', 'The body is not valid JSON.'),
    };
  }
}
