import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type MsdDatabase } from '@/lib/db';
import type { PortalEvent } from '@/shared/portal-events';
import { FLAG_KEYS, TEAM_FLAG_KEYS } from '@/shared/storage-keys';
import { discardDeadLetter, nextAttemptAt, queueEvent, queueLead, retryDeadLetter } from './store';
import { flushOutbox, type SyncDeps } from './flush';
import { isCredentialRefused } from './sync-credential-store';

const CREDENTIAL = 'a'.repeat(43);
let db: MsdDatabase;
let clock: number;
let dbCounter = 0;

function event(n: number): PortalEvent {
  return {
    id: crypto.randomUUID(),
    kind: 'search_no_results',
    query: `query ${n}`,
    rep: { name: 'Ada Lovelace', email: 'ada@firm.com' },
    deviceId: '00000000-0000-4000-8000-000000000001',
    occurredAt: new Date(clock + n).toISOString(),
  };
}

async function unlock(credential = CREDENTIAL): Promise<void> {
  await db.flags.put({
    key: FLAG_KEYS.portalSession,
    value: { epoch: 1, expiresAt: clock + 3_600_000, syncCredential: credential },
    updatedAt: clock,
    expiresAt: clock + 3_600_000,
  });
}

const DEVICE_ID = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';
const DEVICE_TOKEN = 'd'.repeat(43);
const DEVICE_AUTHORIZATION = `Device ${DEVICE_ID}.${DEVICE_TOKEN}`;

/** An enrolled device's session (decision 0025): its sync token instead of the shared credential. */
async function unlockDevice(): Promise<void> {
  await db.flags.put({
    key: FLAG_KEYS.portalSession,
    value: {
      epoch: 1,
      expiresAt: clock + 3_600_000,
      device: { id: DEVICE_ID, syncToken: DEVICE_TOKEN },
    },
    updatedAt: clock,
    expiresAt: clock + 3_600_000,
  });
}

interface Received {
  url: string;
  authorization: string | null;
  ids: string[];
}
type Reply = number | 'network' | { status: number; retryAfter?: string; body?: unknown };

function fakeServer(replies: Reply[]) {
  const received: Received[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { events?: PortalEvent[]; id?: string };
    received.push({
      url,
      authorization: new Headers(init.headers).get('Authorization'),
      ids: body.events?.map((e) => e.id) ?? [body.id ?? ''],
    });
    const reply = replies.shift() ?? 200;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const spec = typeof reply === 'number' ? { status: reply } : reply;
    return new Response(JSON.stringify(spec.body ?? { ok: spec.status < 300 }), {
      status: spec.status,
      headers: spec.retryAfter ? { 'Retry-After': spec.retryAfter } : {},
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch: fakeFetch, received };
}

function deps(fetch: typeof globalThis.fetch): SyncDeps {
  return { db, fetch, now: () => clock, random: () => 0.5, baseUrl: 'http://test.local' };
}

async function queue(count: number): Promise<PortalEvent[]> {
  const events = Array.from({ length: count }, (_, n) => event(n));
  for (const [n, e] of events.entries()) await queueEvent(db, e, clock - count + n);
  return events;
}

beforeEach(async () => {
  clock = Date.parse('2026-11-22T09:00:00Z');
  dbCounter += 1;
  db = openDatabase(`msd-events-test-${dbCounter}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('flushOutbox with events', () => {
  it('sends 250 events in batches of 100, 100 and 50, oldest first, with the credential', async () => {
    const events = await queue(250);
    await unlock();
    const server = fakeServer([]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 250,
      dead: 0,
      retrying: 0,
      held: 0,
    });
    expect(server.received.map((r) => r.ids.length)).toEqual([100, 100, 50]);
    expect(server.received.flatMap((r) => r.ids)).toEqual(events.map((e) => e.id));
    expect(
      server.received.every(
        (r) =>
          r.url === 'http://test.local/api/portal/events' &&
          r.authorization === `Bearer ${CREDENTIAL}`,
      ),
    ).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds events without sending while the device has no credential (locked)', async () => {
    await queue(3);
    const server = fakeServer([]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 0,
      dead: 0,
      retrying: 0,
      held: 3,
    });
    expect(server.received).toHaveLength(0);
    expect(await db.outbox.count()).toBe(3);
  });

  it('keeps every event on credential_refused, stops sending that credential, and delivers after a new unlock', async () => {
    await queue(150);
    await unlock();
    const refused = fakeServer([
      { status: 401, body: { ok: false, error: { code: 'credential_refused', message: 'no' } } },
    ]);
    expect(await flushOutbox(deps(refused.fetch))).toEqual({
      delivered: 0,
      dead: 0,
      retrying: 0,
      held: 150,
    });
    expect(await isCredentialRefused(db)).toBe(true);
    expect((await flushOutbox(deps(refused.fetch), { force: true })).held).toBe(150);
    expect(refused.received).toHaveLength(1);
    await unlock('b'.repeat(43));
    expect(await isCredentialRefused(db)).toBe(false);
    const server = fakeServer([]);
    expect((await flushOutbox(deps(server.fetch))).delivered).toBe(150);
    expect(server.received[0]!.authorization).toBe(`Bearer ${'b'.repeat(43)}`);
  });

  it("an enrolled device's session sends its own token: 'Device <id>.<token>'", async () => {
    await queue(2);
    await unlockDevice();
    const server = fakeServer([]);
    expect((await flushOutbox(deps(server.fetch))).delivered).toBe(2);
    expect(server.received[0]!.authorization).toBe(DEVICE_AUTHORIZATION);
  });

  it('a removed device (403 device_revoked) keeps every event and stops sending its token', async () => {
    await queue(3);
    await unlockDevice();
    const revoked = fakeServer([
      { status: 403, body: { ok: false, error: { code: 'device_revoked', message: 'no' } } },
    ]);
    expect(await flushOutbox(deps(revoked.fetch))).toEqual({
      delivered: 0,
      dead: 0,
      retrying: 0,
      held: 3,
    });
    expect(await isCredentialRefused(db)).toBe(true);
    // Only its digest is kept, never the token.
    const refusal = await db.flags.get(TEAM_FLAG_KEYS.syncRefused);
    expect(JSON.stringify(refusal)).not.toContain(DEVICE_TOKEN);
    expect((await flushOutbox(deps(revoked.fetch), { force: true })).held).toBe(3);
    expect(revoked.received).toHaveLength(1);
    expect(await db.outbox.count()).toBe(3);
    expect(await db.deadLetters.count()).toBe(0);
  });

  it('dead-letters only the events a 422 names and resends the rest', async () => {
    const events = await queue(5);
    await unlock();
    const server = fakeServer([
      {
        status: 422,
        body: {
          ok: false,
          error: {
            code: 'validation_failed',
            message: 'bad',
            fields: [
              { field: 'events.1.query', message: 'x' },
              { field: 'events.3', message: 'y' },
            ],
          },
        },
      },
      200,
    ]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 3,
      dead: 2,
      retrying: 0,
      held: 0,
    });
    expect(server.received[1]!.ids).toEqual([events[0]!.id, events[2]!.id, events[4]!.id]);
    expect((await db.deadLetters.toArray()).map((letter) => letter.id).sort()).toEqual(
      [events[1]!.id, events[3]!.id].sort(),
    );
  });

  it('holds events recorded before the rep said who they are, sends the rest, then sends them as that rep', async () => {
    const [named] = await queue(1);
    const anonymous = { ...event(1), rep: undefined };
    await queueEvent(db, anonymous, clock);
    await unlock();
    const server = fakeServer([]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 1,
      dead: 0,
      retrying: 0,
      held: 1,
    });
    expect(server.received.map((r) => r.ids)).toEqual([[named!.id]]);
    await db.flags.put({
      key: TEAM_FLAG_KEYS.rep,
      value: { name: 'Grace Hopper', email: 'grace@firm.com' },
      updatedAt: clock,
    });
    const sent: PortalEvent[] = [];
    const recording = (async (url: string, init: RequestInit) => {
      sent.push(...(JSON.parse(init.body as string) as { events: PortalEvent[] }).events);
      return server.fetch(url, init);
    }) as unknown as typeof globalThis.fetch;
    expect((await flushOutbox(deps(recording))).delivered).toBe(1);
    expect(sent).toEqual([
      { ...anonymous, rep: { name: 'Grace Hopper', email: 'grace@firm.com' } },
    ]);
  });

  it('sends nothing held for a rep when every event has one', async () => {
    await queue(2);
    await unlock();
    expect(await flushOutbox(deps(fakeServer([]).fetch))).toEqual({
      delivered: 2,
      dead: 0,
      retrying: 0,
      held: 0,
    });
  });

  it('holds on 401 credential_required too; another 401 or 403 backs off instead', async () => {
    await queue(2);
    await unlock();
    const required = fakeServer([
      { status: 401, body: { ok: false, error: { code: 'credential_required', message: 'no' } } },
    ]);
    expect((await flushOutbox(deps(required.fetch))).held).toBe(2);
    expect(await isCredentialRefused(db)).toBe(true);

    await unlock('c'.repeat(43));
    for (const [status, code] of [
      [401, 'session_expired'],
      [403, 'credential_refused'],
      [500, 'device_revoked'],
    ] as const) {
      const other = fakeServer([{ status, body: { ok: false, error: { code, message: 'no' } } }]);
      expect(await flushOutbox(deps(other.fetch), { force: true }), `${status} ${code}`).toEqual({
        delivered: 0,
        dead: 0,
        retrying: 2,
        held: 0,
      });
      expect(await isCredentialRefused(db), `${status} ${code}`).toBe(false);
    }
  });

  it('a 422 that names no event dead-letters the whole batch with its error', async () => {
    const events = await queue(3);
    await unlock();
    const error = { code: 'validation_failed', message: 'bad batch' };
    const server = fakeServer([{ status: 422, body: { ok: false, error } }, 200]);
    expect(await flushOutbox(deps(server.fetch))).toEqual({
      delivered: 0,
      dead: 3,
      retrying: 0,
      held: 0,
    });
    expect(server.received).toHaveLength(1);
    const letters = await db.deadLetters.toArray();
    expect(letters.map((letter) => letter.id).sort()).toEqual(events.map((e) => e.id).sort());
    expect(letters.map((letter) => [letter.kind, letter.status, letter.error.message])).toEqual(
      Array(3).fill(['event', 422, 'bad batch']),
    );
  });

  it('a 422 without the error shape still dead-letters, named by its status', async () => {
    await queue(1);
    await unlock();
    await flushOutbox(deps(fakeServer([{ status: 422, body: 'not the API shape' }]).fetch));
    expect((await db.deadLetters.toArray()).map((letter) => letter.error)).toEqual([
      { code: 'http_422', message: 'HTTP 422' },
    ]);
  });

  it("a batch's next attempt counts from its most-tried event", async () => {
    const events = await queue(2);
    await db.outbox.update(events[0]!.id, { attempts: 3 });
    await unlock();
    await flushOutbox(deps(fakeServer(['network']).fetch));
    const after = await db.outbox.bulkGet(events.map((e) => e.id));
    expect(after.map((entry) => entry?.attempts)).toEqual([4, 4]);
    // backoffDelay(4) with random 0.5: 8 s fixed + 4 s jitter.
    expect(await nextAttemptAt(db)).toBe(clock + 12_000);
  });

  it('a visitor can only put a lead back in the queue, and can discard a dead letter', async () => {
    const [first] = await queue(1);
    await unlock();
    await flushOutbox(deps(fakeServer([422]).fetch));
    await retryDeadLetter(db, first!.id, clock);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.deadLetters.count()).toBe(1);
    await discardDeadLetter(db, first!.id);
    expect(await db.deadLetters.count()).toBe(0);
  });

  it('honours Retry-After even when forced, and backs off the whole queue behind a failed batch', async () => {
    await queue(120);
    await unlock();
    const server = fakeServer([{ status: 429, retryAfter: '30' }]);
    expect(await flushOutbox(deps(server.fetch), { force: true })).toEqual({
      delivered: 0,
      dead: 0,
      retrying: 120,
      held: 0,
    });
    expect(server.received).toHaveLength(1);
    clock += 29_000;
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(0);
    expect(server.received).toHaveLength(1);
    clock += 1_000;
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(120);
  });

  it("does not let a forced flush skip a lead's Retry-After either", async () => {
    const lead = {
      id: crypto.randomUUID(),
      name: 'Ada',
      company: 'AE',
      email: 'ada@example.com',
      source: 'data-in-action',
      userAgent: 't',
      createdAt: new Date(clock).toISOString(),
    } as const;
    await queueLead(db, lead, clock);
    const server = fakeServer([{ status: 503, retryAfter: '60' }, 201]);
    await flushOutbox(deps(server.fetch));
    clock += 10_000;
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(0);
    clock += 50_000;
    expect((await flushOutbox(deps(server.fetch), { force: true })).delivered).toBe(1);
  });
});
