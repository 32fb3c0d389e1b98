// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MsdDatabase } from '@/lib/db';
import { REFRESH_INTERVAL_MS, REFRESH_THROTTLE_MS, startProgressRefresh } from './progress-sync';

/** The triggers of the training page's progress fetch (issue 28 item 7: a reset elsewhere shows live). */
let stop: () => void = () => undefined;
let fetches = 0;
let listen: (count: number) => void = () => undefined;

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  vi.useFakeTimers({ now: Date.parse('2026-11-27T09:00:00Z') });
  fetches = 0;
  stop = startProgressRefresh(
    {} as MsdDatabase,
    (listener) => {
      listen = listener;
      return () => undefined;
    },
    () => {
      fetches += 1;
      return Promise.resolve();
    },
  );
  await flush();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('startProgressRefresh', () => {
  it('fetches at once, and when the window gets focus (after the throttle window)', async () => {
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_THROTTLE_MS);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(fetches).toBe(2);
  });

  it('a focus inside the throttle window is not lost: it runs once at the end of the window', async () => {
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_THROTTLE_MS - 1_000 - 1);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toBe(2);
  });

  it('asks again every interval while the page is open, and after a delivery (the queue shrinks)', async () => {
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(fetches).toBe(2);
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    expect(fetches).toBe(3);
    listen(3);
    listen(4);
    await flush();
    expect(fetches).toBe(3);
    listen(0);
    await flush();
    expect(fetches).toBe(4);
  });

  it('stops asking once stopped', async () => {
    stop();
    await vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS * 3);
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(fetches).toBe(1);
  });
});
