import { describe, expect, it } from 'vitest';
import { readBodyCapped, readJsonBody } from './request-body';

const CAP = 16;
const encoder = new TextEncoder();

/**
 * A streamed (chunked) upload, which has no Content-Length unless one is given; records whether it
 * was read to its end (a refused body must be drained, not cancelled: see request-body.ts).
 */
function upload(chunks: readonly Uint8Array[], headers: Record<string, string> = {}) {
  const state = { cancelled: false, drained: false };
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next];
      next += 1;
      if (chunk) controller.enqueue(chunk);
      else {
        state.drained = true;
        controller.close();
      }
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const request = new Request('https://msd.test/api/leads', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, state };
}

const bytes = (text: string) => encoder.encode(text);

describe('readBodyCapped', () => {
  it('reads a body of exactly the cap', async () => {
    const text = 'x'.repeat(CAP);
    const { request } = upload([bytes(text)], { 'Content-Length': String(CAP) });
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: true, text });
  });

  it('refuses a declared length one over the cap, and reads the upload to its end without keeping it', async () => {
    const { request, state } = upload([bytes('x'.repeat(CAP + 1))], {
      'Content-Length': String(CAP + 1),
    });
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: false, reason: 'too_large' });
    expect(state).toEqual({ cancelled: false, drained: true });
  });

  it('refuses a too-large declared length even when there is no body to cancel', async () => {
    const request = new Request('https://msd.test/api/leads', {
      method: 'POST',
      headers: { 'Content-Length': '17' },
    });
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('counts the bytes actually sent when no length is declared (chunked), refusing one byte over and draining the rest', async () => {
    const { request, state } = upload([
      bytes('x'.repeat(10)),
      bytes('y'.repeat(7)),
      bytes('never read'),
    ]);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: false, reason: 'too_large' });
    expect(state).toEqual({ cancelled: false, drained: true });
  });

  it('counts the bytes actually sent when the declared length understates them', async () => {
    const { request, state } = upload([bytes('x'.repeat(CAP + 1))], { 'Content-Length': '3' });
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: false, reason: 'too_large' });
    expect(state).toEqual({ cancelled: false, drained: true });
  });

  it('ignores a Content-Length that is not a number and reads what arrives', async () => {
    const { request } = upload([bytes('{"a":1}')], { 'Content-Length': 'lots' });
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: true, text: '{"a":1}' });
  });

  it('joins chunks in order, counting bytes (not characters) against the cap', async () => {
    // "é" is two bytes and "€" three: 5 + 1 + 2 + 3 + 5 = 16 bytes, exactly the cap, in 4 chunks.
    const { request } = upload([bytes('hello'), bytes(' é'), bytes('€'), bytes('world')]);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: true, text: 'hello é€world' });
  });

  it('decodes a character split across two chunks', async () => {
    const euro = bytes('€');
    const { request } = upload([euro.slice(0, 1), euro.slice(1)]);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: true, text: '€' });
  });

  it('reads a short body', async () => {
    const { request } = upload([bytes('hi')]);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: true, text: 'hi' });
  });

  it('reads an empty upload and a request without a body as empty text', async () => {
    expect(await readBodyCapped(upload([]).request, CAP)).toEqual({ ok: true, text: '' });
    expect(
      await readBodyCapped(new Request('https://msd.test/api/leads', { method: 'POST' }), CAP),
    ).toEqual({ ok: true, text: '' });
  });

  it('refuses invalid UTF-8 instead of replacing it', async () => {
    const { request } = upload([new Uint8Array([0x7b, 0x22, 0xc3, 0x22, 0x7d])]);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('drops a leading UTF-8 byte order mark', async () => {
    const { request } = upload([new Uint8Array([0xef, 0xbb, 0xbf]), bytes('{}')]);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: true, text: '{}' });
  });

  it('answers unreadable when the upload breaks off', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('{"na'));
      },
      pull(controller) {
        controller.error(new TypeError('connection reset'));
      },
    });
    const request = new Request('https://msd.test/api/leads', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await readBodyCapped(request, CAP)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('readJsonBody', () => {
  const post = (body: BodyInit | null, contentType?: string) =>
    new Request('https://msd.test/api/x', {
      method: 'POST',
      body,
      headers: contentType === undefined ? {} : { 'Content-Type': contentType },
    });
  async function refusal(result: Awaited<ReturnType<typeof readJsonBody>>) {
    if (result.ok) throw new Error('expected a refusal');
    return [result.response.status, await result.response.json()];
  }

  it('parses a JSON body, whatever the case and parameters of its media type', async () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=utf-8',
      ' application/json ;x=y',
    ])
      expect(await readJsonBody(post('{"a":[1,"é"]}', type), CAP, 'the thing')).toEqual({
        ok: true,
        data: { a: [1, 'é'] },
      });
  });

  it('answers 415 naming what to send, for another media type or none', async () => {
    for (const type of ['text/plain', 'application/jsonx', undefined])
      expect(await refusal(await readJsonBody(post('{}', type), CAP, 'the lead'))).toEqual([
        415,
        {
          ok: false,
          error: { code: 'unsupported_media_type', message: 'Send the lead as application/json.' },
        },
      ]);
  });

  it('answers 413 over the cap, 400 for bytes that are not UTF-8 and 400 for text that is not JSON', async () => {
    expect(
      await refusal(
        await readJsonBody(post('"' + 'x'.repeat(CAP) + '"', 'application/json'), CAP, 'it'),
      ),
    ).toEqual([
      413,
      {
        ok: false,
        error: { code: 'payload_too_large', message: `The body must be at most ${CAP} bytes.` },
      },
    ]);
    expect(
      await refusal(
        await readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22]), 'application/json'), CAP, 'it'),
      ),
    ).toEqual([
      400,
      {
        ok: false,
        error: { code: 'invalid_body', message: 'The body could not be read as UTF-8 text.' },
      },
    ]);
    expect(await refusal(await readJsonBody(post('{nope', 'application/json'), CAP, 'it'))).toEqual(
      [400, { ok: false, error: { code: 'invalid_json', message: 'The body is not valid JSON.' } }],
    );
  });

  it('reads an empty body as an empty text, which is not JSON', async () => {
    expect(await refusal(await readJsonBody(post(null, 'application/json'), CAP, 'it'))).toEqual([
      400,
      { ok: false, error: { code: 'invalid_json', message: 'The body is not valid JSON.' } },
    ]);
  });
});
