import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '@/lib/db';
import type { Lead } from '@/shared/lead';
import { requestOutboxFlush } from './scheduler';
import { queueLead } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const posted: string[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    vi.stubGlobal('location', { origin: 'http://test.local' });
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { id } = JSON.parse(init.body as string) as { id: string };
      posted.push(id);
      if (posted.length === 1) await firstHeld;
      return new Response('{"ok":true}', { status: 201 });
    });
    const db = getDatabase();
    await db.outbox.clear();
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    await queueLead(db, { id: first } as Lead, Date.now());
    // A timer's flush (not forced) is sending the first lead...
    const running = requestOutboxFlush(false);
    await vi.waitFor(() => expect(posted).toEqual([first]));
    // ...when a visitor submits a second one, whose retry is due only in a minute (a forced
    // request must skip that backoff), and asks for a flush.
    await queueLead(db, { id: second } as Lead, Date.now());
    await db.outbox.update(second, { nextAttemptAt: Date.now() + 60_000, attempts: 1 });
    const asked = requestOutboxFlush(true);
    // Later requests join that one flush, and a request without force does not undo the force.
    expect(requestOutboxFlush(false)).toBe(asked);
    releaseFirst();
    await running;
    await asked;
    expect(posted).toEqual([first, second]);
    expect(await db.outbox.count()).toBe(0);
  });
});
