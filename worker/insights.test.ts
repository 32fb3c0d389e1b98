import { describe, expect, it, vi } from 'vitest';
import { consumeInsightQueue, insightRoute, sumHits, type InsightMessage } from './insights';
import type { Env } from './env';

function fakeBatch(bodies: unknown[]) {
  const ackAll = vi.fn();
  const retryAll = vi.fn();
  const batch = {
    queue: 'msd-insight-hits',
    messages: bodies.map((body) => ({ body })),
    ackAll,
    retryAll,
  } as unknown as MessageBatch<InsightMessage>;
  return { batch, ackAll, retryAll };
}

function fakeDb(fail = false) {
  const batches: unknown[][][] = [];
  const db = {
    prepare: (sql: string) => ({ sql, bind: (...args: unknown[]) => args }),
    batch: vi.fn(async (statements: unknown[][]) => {
      if (fail) throw new Error('D1 unavailable');
      batches.push(statements);
      return [];
    }),
  };
  return { env: { DB: db } as unknown as Env, batches, db };
}

const view = (route: string, day = '2026-03-01'): InsightMessage => ({
  day,
  metric: 'view',
  route,
});

describe('insight counters', () => {
  it('normalises a path to its route-table page, an alias to its page, anything else to one bucket', () => {
    expect(insightRoute('/')).toBe('/');
    expect(insightRoute('/about/')).toBe('/about');
    expect(insightRoute('/about?utm_source=x&email=a@b.example')).toBe('/about');
    expect(insightRoute('/pdi#top')).toBe('/solutions');
    expect(insightRoute('/industries/finance')).toBe('/industries/finance');
    expect(insightRoute('/nope')).toBe('(other)');
    expect(insightRoute('/admin/leads')).toBe('(other)');
    expect(insightRoute('/internal/portal')).toBe('(other)');
    expect(insightRoute('/%E0%A4%A')).toBe('(other)');
    expect(insightRoute('*')).toBe('(other)');
  });

  it('sums a batch per day, metric and route, and drops what is not a hit', () => {
    expect(
      sumHits([
        view('/'),
        view('/'),
        view('/', '2026-03-02'),
        { day: '2026-03-01', metric: 'gate', route: '/data-in-action' },
        view('/about'),
        view('/'),
        { day: 'x', metric: 'view', route: '/' },
        { day: '2026-03-01', metric: 'click', route: '/' },
        null,
      ]),
    ).toEqual([
      { day: '2026-03-01', metric: 'view', route: '/', views: 3 },
      { day: '2026-03-02', metric: 'view', route: '/', views: 1 },
      { day: '2026-03-01', metric: 'gate', route: '/data-in-action', views: 1 },
      { day: '2026-03-01', metric: 'view', route: '/about', views: 1 },
    ]);
  });

  it('writes a batch of 100 hits as one D1 batch of one upsert per distinct row, then acks', async () => {
    const bodies = [
      ...Array.from({ length: 70 }, () => view('/')),
      ...Array.from({ length: 30 }, () => view('/about')),
    ];
    const { batch, ackAll, retryAll } = fakeBatch(bodies);
    const { env, batches } = fakeDb();
    await consumeInsightQueue(batch, env);
    expect(batches).toEqual([
      [
        ['2026-03-01', 'view', '/', 70],
        ['2026-03-01', 'view', '/about', 30],
      ],
    ]);
    expect(ackAll).toHaveBeenCalledOnce();
    expect(retryAll).not.toHaveBeenCalled();
  });

  it('retries the whole batch when D1 fails (nothing was added), and writes nothing for an empty one', async () => {
    const failing = fakeBatch([view('/')]);
    const broken = fakeDb(true);
    await consumeInsightQueue(failing.batch, broken.env);
    expect(failing.retryAll).toHaveBeenCalledOnce();
    expect(failing.ackAll).not.toHaveBeenCalled();

    const junk = fakeBatch([{ nope: true }]);
    const ok = fakeDb();
    await consumeInsightQueue(junk.batch, ok.env);
    expect(ok.db.batch).not.toHaveBeenCalled();
    expect(junk.ackAll).toHaveBeenCalledOnce();
  });
});
