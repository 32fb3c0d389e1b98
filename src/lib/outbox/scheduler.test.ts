import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '@/lib/db';
import type { Lead } from '@/shared/lead';
import { requestOutboxFlush } from './scheduler';
import { queueLead } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Leads the stubbed network received, by id; the outbox emptied first. The answer to the first
 * lead waits for `firstAnswered`, when given (a flush still running).
 */
async function stubNetwork(firstAnswered?: Promise<void>): Promise<string[]> {
  const posted: string[] = [];
  vi.stubGlobal('location', { origin: 'http://test.local' });
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    posted.push((JSON.parse(init.body as string) as { id: string }).id);
    if (posted.length === 1) await firstAnswered;
    return new Response('{"ok":true}', { status: 201 });
  });
  await getDatabase().outbox.clear();
  return posted;
}

/** Queues a lead whose next attempt is `dueIn` ms from now (a retry's backoff). */
async function queueDueIn(dueIn: number): Promise<string> {
  const id = crypto.randomUUID();
  await queueLead(getDatabase(), { id } as Lead, Date.now());
  await getDatabase().outbox.update(id, { nextAttemptAt: Date.now() + dueIn, attempts: 1 });
  return id;
}

describe('requestOutboxFlush', () => {
  it('a request made offline does not block the next one (the network came back)', async () => {
    const posted: string[] = [];
    vi.stubGlobal('location', { origin: 'http://test.local' });
    vi.stubGlobal('fetch', async (url: string) => {
      posted.push(url);
      return new Response('{"ok":true}', { status: 201 });
    });
    vi.stubGlobal('navigator', { onLine: false });
    await queueLead(getDatabase(), { id: crypto.randomUUID() } as Lead, Date.now());

    await requestOutboxFlush();
    expect(posted).toEqual([]);
    vi.stubGlobal('navigator', { onLine: true });
    await requestOutboxFlush();
    expect(posted).toEqual(['http://test.local/api/leads']);
    expect(await getDatabase().outbox.count()).toBe(0);
  });

  it('a request made while a flush runs is not lost: one more flush follows, forced if either was', async () => {
    let releaseFirst!: () => void;
    const posted = await stubNetwork(new Promise<void>((resolve) => (releaseFirst = resolve)));
    const first = await queueDueIn(0);
    // A timer's flush (not forced) is sending the first lead...
    const running = requestOutboxFlush(false);
    await vi.waitFor(() => expect(posted).toEqual([first]));
    // ...when a visitor submits a second one, whose retry is due only in a minute (a forced
    // request must skip that backoff), and asks for a flush.
    const second = await queueDueIn(60_000);
    const asked = requestOutboxFlush(true);
    // Later requests join that one flush, and a request without force does not undo the force.
    expect(requestOutboxFlush(false)).toBe(asked);
    releaseFirst();
    await running;
    await asked;
    expect(posted).toEqual([first, second]);
    expect(await getDatabase().outbox.count()).toBe(0);
  });
});

describe('the backoff timer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The delay of the timer the last flush armed (undefined if none), and its callback. */
  function armedTimer(spy: { mock: { calls: unknown[][] } }) {
    const call = spy.mock.calls.at(-1);
    return call && { run: call[0] as () => void, delay: call[1] as number };
  }

  it.each([
    ['due in 5 s', 5_000, 4_900, 5_000],
    // Offline, so the overdue lead stays queued and the timer is armed for it.
    ['overdue, offline (never a busy loop)', -30_000, 1_000, 1_000],
    ['due in ten minutes (re-armed every minute at most)', 600_000, 60_000, 60_000],
  ])('is armed for the next attempt: %s', async (_name, dueIn, least, most) => {
    const posted = await stubNetwork();
    if (dueIn < 0) vi.stubGlobal('navigator', { onLine: false });
    await queueDueIn(dueIn);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    // Not forced: a lead in backoff stays; the timer is what brings it back.
    await requestOutboxFlush(false);
    expect(posted).toEqual([]);
    const timer = armedTimer(timers);
    expect(timer?.delay).toBeGreaterThanOrEqual(least);
    expect(timer?.delay).toBeLessThanOrEqual(most);
  });

  it('is not armed for an empty outbox', async () => {
    await stubNetwork();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await requestOutboxFlush();
    // IndexedDB's own zero-delay timers aside, nothing is armed (not even a NaN delay).
    expect(timers.mock.calls.filter(([, delay]) => delay !== undefined && delay !== 0)).toEqual([]);
  });

  it('flushes without force when it fires, and a request is forced unless it says otherwise', async () => {
    const posted = await stubNetwork();
    const due = await queueDueIn(60_000);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await requestOutboxFlush(false);
    const timer = armedTimer(timers);
    expect(timer?.delay).toBeGreaterThan(59_000);
    // When it fires, the first lead is due and a second is still in its backoff.
    await getDatabase().outbox.update(due, { nextAttemptAt: Date.now() });
    const waiting = await queueDueIn(60_000);
    timer?.run();
    await vi.waitFor(() => expect(posted).toEqual([due]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toEqual([due]);
    // A plain request (the network came back, a visitor submitted) skips the backoff.
    await requestOutboxFlush();
    expect(posted).toEqual([due, waiting]);
  });
});

describe('startOutboxSync', () => {
  it('flushes at start, when the browser comes online and when the tab becomes visible; a second start adds no listeners', async () => {
    const posted = await stubNetwork();
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', doc);
    const listening = vi.spyOn(page, 'addEventListener');
    const { startOutboxSync } = await import('./scheduler');

    const atStart = await queueDueIn(60_000);
    startOutboxSync();
    startOutboxSync();
    await vi.waitFor(() => expect(posted).toEqual([atStart]));
    expect(listening.mock.calls.map(([type]) => type)).toEqual(['online']);

    const online = await queueDueIn(60_000);
    page.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(posted).toEqual([atStart, online]));

    const hidden = await queueDueIn(60_000);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await requestOutboxFlush(false);
    expect(posted).toEqual([atStart, online]);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(posted).toEqual([atStart, online, hidden]));
    expect(await getDatabase().outbox.count()).toBe(0);
  });
});
