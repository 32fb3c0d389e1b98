import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import type { Lead } from '@/shared/lead';
import { queueLead, retryDeadLetter } from './store';
import { flushOutbox, type SyncDeps } from './flush';

let db: MsdDatabase;
let clock: number;
let dbCounter = 0;

function lead(name = 'Ada Lovelace'): Lead {
  return {
    id: crypto.randomUUID(),
    name,
    company: 'Analytical Engines',
    email: 'ada@example.com',
    source: 'data-in-action',
    userAgent: 'vitest',
    createdAt: new Date(clock).toISOString(),
  };
}

type Reply = number | 'network' | { status: number; retryAfter?: string; body?: unknown };

/** A fake server answering each request with the next scripted reply, recording what it got. */
function fakeServer(replies: Reply[]) {
  const received: Array<{ key: string | null; body: Lead }> = [];
  const fakeFetch = (async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    received.push({
      key: headers.get('Idempotency-Key'),
      body: JSON.parse(init.body as string) as Lead,
    });
    const reply = replies.shift() ?? 201;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const spec = typeof reply === 'number' ? { status: reply } : reply;
    return new Response(
      JSON.stringify(
        spec.body ??
          (spec.status < 300
            ? { ok: true }
            : { ok: false, error: { code: 'x', message: 'Refused: name too short' } }),
      ),
      {
        status: spec.status,
        headers: spec.retryAfter ? { 'Retry-After': spec.retryAfter } : {},
      },
    );
  }) as unknown as typeof globalThis.fetch;
  return { fetch: fakeFetch, received };
}

function deps(fetch: typeof globalThis.fetch): SyncDeps {
  return { db, fetch, now: () => clock, random: () => 0.5, baseUrl: 'http://test.local' };
}

beforeEach(async () => {
  clock = Date.parse('2026-11-22T09:00:00Z');
  dbCounter += 1;
  db = openDatabase(`msd-test-${dbCounter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('flushOutbox', () => {
  it('sends a queued lead once with its id as Idempotency-Key and removes it on 201', async () => {
    const entry = await queueLead(db, lead(), clock);
    const server = fakeServer([201]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 1,
      dead: 0,
      retrying: 0,
      held: 0,
    });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.key).toBe(entry.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 0,
      dead: 0,
      retrying: 0,
      held: 0,
    });
    expect(server.received).toHaveLength(1);
  });

  it('moves a 422 to the dead letters with the server error', async () => {
    await queueLead(db, lead(), clock);
    const server = fakeServer([422]);
    expect((await flushOutbox(deps(server.fetch))).dead).toBe(1);
    const [letter] = await db.deadLetters.toArray();
    expect(letter).toMatchObject({ status: 422, error: { message: 'Refused: name too short' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a lead through network errors with growing backoff, then delivers it', async () => {
    const entry = await queueLead(db, lead(), clock);
    const server = fakeServer(['network', 503, 'network', 201]);

    await flushOutbox(deps(server.fetch));
    let stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({
      attempts: 1,
      nextAttemptAt: clock + 1_500,
      lastError: 'Failed to fetch',
    });

    // Not due yet: nothing is sent.
    clock += 1_000;
    await flushOutbox(deps(server.fetch));
    expect(server.received).toHaveLength(1);

    clock += 500;
    await flushOutbox(deps(server.fetch));
    stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({
      attempts: 2,
      nextAttemptAt: clock + 3_000,
      lastError: 'HTTP 503',
    });

    clock += 3_000;
    await flushOutbox(deps(server.fetch));
    stored = await db.outbox.get(entry.id);
    expect(stored?.nextAttemptAt).toBe(clock + 6_000);

    clock += 6_000;
    expect((await flushOutbox(deps(server.fetch))).delivered).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(new Set(server.received.map((r) => r.key))).toEqual(new Set([entry.id]));
  });

  it('sends leads still in backoff when forced (the network came back)', async () => {
    const entry = await queueLead(db, lead(), clock);
    await flushOutbox(deps(fakeServer(['network']).fetch));
    expect((await db.outbox.get(entry.id))?.nextAttemptAt).toBeGreaterThan(clock);
    const server = fakeServer([201]);
    expect((await flushOutbox(deps(server.fetch))).delivered).toBe(0);
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(1);
  });

  it('honours Retry-After on 429', async () => {
    const entry = await queueLead(db, lead(), clock);
    await flushOutbox(deps(fakeServer([{ status: 429, retryAfter: '60' }]).fetch));
    expect((await db.outbox.get(entry.id))?.nextAttemptAt).toBe(clock + 60_000);
  });

  it('stops at the first network error: the rest wait as long, unsent, with their own counts', async () => {
    const first = await queueLead(db, lead('First'), clock);
    clock += 1;
    const second = await queueLead(db, lead('Second'), clock);
    clock += 1;
    const third = await queueLead(db, lead('Third'), clock);
    await db.outbox.update(third.id, { attempts: 4 });
    const server = fakeServer(['network', 201, 201]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 0,
      dead: 0,
      retrying: 3,
      held: 0,
    });
    expect(server.received.map((r) => r.key)).toEqual([first.id]);
    const after = await Promise.all([first, second, third].map((e) => db.outbox.get(e.id)));
    // backoffDelay(1) with random 0.5: 1,000 ms fixed + 500 ms jitter.
    expect(after.map((e) => [e?.attempts, e?.nextAttemptAt, e?.lastError])).toEqual([
      [1, clock + 1_500, 'Failed to fetch'],
      [0, clock + 1_500, 'Failed to fetch'],
      [4, clock + 1_500, 'Failed to fetch'],
    ]);
    // The network came back: every one is sent, once, in queue order.
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(3);
    expect(server.received.map((r) => r.key)).toEqual([first.id, first.id, second.id, third.id]);
  });

  it("stops at a 429: the rest keep the server's Retry-After too", async () => {
    await queueLead(db, lead('First'), clock);
    clock += 1;
    const second = await queueLead(db, lead('Second'), clock);
    const server = fakeServer([{ status: 429, retryAfter: '30' }]);
    expect((await flushOutbox(deps(server.fetch))).retrying).toBe(2);
    expect(server.received).toHaveLength(1);
    const waiting = await db.outbox.get(second.id);
    expect([waiting?.attempts, waiting?.notBefore, waiting?.nextAttemptAt]).toEqual([
      0,
      clock + 30_000,
      clock + 30_000,
    ]);
    // Retry-After is never skipped, not even when forced.
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(0);
  });

  it("goes on after a 5xx, which may be one lead's alone", async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await queueLead(db, lead(name), clock);
      clock += 1;
    }
    const server = fakeServer([503, 201, 'network', 201]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 1,
      dead: 0,
      retrying: 2,
      held: 0,
    });
    expect(server.received.map((r) => r.body.name)).toEqual(['First', 'Second', 'Third']);
  });

  it('serialises concurrent flushes so each lead is sent once', async () => {
    for (let i = 0; i < 5; i += 1) await queueLead(db, lead(`Person ${i}`), clock);
    const server = fakeServer([]);
    await Promise.all([
      flushOutbox(deps(server.fetch)),
      flushOutbox(deps(server.fetch)),
      flushOutbox(deps(server.fetch)),
    ]);
    expect(server.received).toHaveLength(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('requeues a dead letter when the visitor retries', async () => {
    const entry = await queueLead(db, lead(), clock);
    await flushOutbox(deps(fakeServer([400]).fetch));
    await retryDeadLetter(db, entry.id, clock);
    expect(await db.deadLetters.count()).toBe(0);
    expect((await flushOutbox(deps(fakeServer([201]).fetch))).delivered).toBe(1);
  });
});
