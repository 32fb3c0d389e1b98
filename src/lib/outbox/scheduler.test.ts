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
});
