import { describe, expect, it, vi } from 'vitest';
import {
  consumeInsightQueue,
  insightRoute,
  refusesCounting,
  sumHits,
  type InsightMessage,
} from './insights';
import type { Env } from './env';
import { setLogSink } from './logger';

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
  const prepared: string[] = [];
  const db = {
    prepare: (sql: string) => {
      prepared.push(sql);
      return { sql, bind: (...args: unknown[]) => args };
    },
    batch: vi.fn(async (statements: unknown[][]) => {
      if (fail) throw new Error('D1 unavailable');
      batches.push(statements);
      return [];
    }),
  };
  return { env: { DB: db } as unknown as Env, batches, db, prepared };
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

describe('insight routes, edges', () => {
  it('cuts the query or fragment at the first ? or #, even across a newline', () => {
    expect(insightRoute('/about?x=1\n/secret')).toBe('/about');
    expect(insightRoute('/about#a?b\nc')).toBe('/about');
    expect(insightRoute('/about?#')).toBe('/about');
  });

  it('decodes the path before looking it up, and buckets one that cannot be decoded', () => {
    expect(insightRoute('/%61bout')).toBe('/about');
    expect(insightRoute('/about%3Fx')).toBe('(other)'); // an encoded ? is part of the path
    expect(insightRoute('/%')).toBe('(other)');
  });

  it('never counts the catch-all * as a page', () => {
    expect(insightRoute('*')).toBe('(other)');
    expect(insightRoute('/*')).toBe('(other)');
  });
});

describe('refusesCounting', () => {
  const refuses = (headers: Record<string, string>) => refusesCounting(new Headers(headers));

  it('refuses when Sec-GPC or DNT is 1, whatever the whitespace around it', () => {
    expect(refuses({ 'Sec-GPC': '1' })).toBe(true);
    expect(refuses({ DNT: '1' })).toBe(true);
    expect(refuses({ 'Sec-GPC': '0', DNT: '1' })).toBe(true);
    expect(refuses({ 'Sec-GPC': '1', DNT: '0' })).toBe(true);
    // Headers strips spaces and tabs itself; trim() also takes a no-break space.
    expect(refuses({ 'Sec-GPC': '\u00A01\u00A0' })).toBe(true);
    expect(refuses({ DNT: '\u00A01\u00A0' })).toBe(true);
  });

  it('counts without either header, or with any other value', () => {
    expect(refuses({})).toBe(false);
    expect(refuses({ 'Sec-GPC': '0', DNT: '0' })).toBe(false);
    expect(refuses({ 'Sec-GPC': '11' })).toBe(false);
    expect(refuses({ DNT: 'yes' })).toBe(false);
  });
});

describe('sumHits, message checks', () => {
  it('drops a message whose day is not exactly YYYY-MM-DD or whose route is empty or too long', () => {
    expect(
      sumHits([
        view('/', 'x2026-03-01'),
        view('/', '2026-03-01x'),
        view('/', '2026-3-01'),
        view(''),
        view(`/${'a'.repeat(512)}`),
        { day: '2026-03-01', metric: 'view' },
        { day: '2026-03-01', route: '/' },
        view(`/${'a'.repeat(511)}`),
      ]),
    ).toEqual([{ day: '2026-03-01', metric: 'view', route: `/${'a'.repeat(511)}`, views: 1 }]);
  });

  it('keeps only the day, metric and route of a message', () => {
    expect(sumHits([{ ...view('/'), visitor: 'v-1' }])).toEqual([
      { day: '2026-03-01', metric: 'view', route: '/', views: 1 },
    ]);
  });
});

describe('consumeInsightQueue, SQL and failure', () => {
  it('adds each row with one upsert, bound as day, metric, route, views', async () => {
    const { batch } = fakeBatch([
      view('/'),
      { day: '2026-03-01', metric: 'gate', route: '/data-in-action' },
      view('/'),
    ]);
    const { env, batches, prepared } = fakeDb();
    await consumeInsightQueue(batch, env);
    expect(prepared.map((sql) => sql.replace(/\s+/g, ' '))).toEqual([
      'INSERT INTO insight_counts (day, metric, route, views) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (day, metric, route) DO UPDATE SET views = views + excluded.views',
    ]);
    expect(batches).toEqual([
      [
        ['2026-03-01', 'view', '/', 2],
        ['2026-03-01', 'gate', '/data-in-action', 1],
      ],
    ]);
  });

  it('logs the failure, scrubbed, before the retry', async () => {
    const lines: string[] = [];
    const restore = setLogSink((_level, line) => lines.push(line));
    try {
      const { batch, ackAll, retryAll } = fakeBatch([view('/')]);
      await consumeInsightQueue(batch, fakeDb(true).env);
      expect(retryAll).toHaveBeenCalledOnce();
      expect(ackAll).not.toHaveBeenCalled();
    } finally {
      restore();
    }
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        level: 'error',
        msg: 'insight counters could not be written; retrying the batch',
        error: 'Error',
        errorMessage: 'D1 unavailable',
      },
    ]);
  });

  it('acks an empty batch without touching D1', async () => {
    const { batch, ackAll, retryAll } = fakeBatch([]);
    const { env, db, prepared } = fakeDb();
    await consumeInsightQueue(batch, env);
    expect(ackAll).toHaveBeenCalledOnce();
    expect(retryAll).not.toHaveBeenCalled();
    expect(db.batch).not.toHaveBeenCalled();
    expect(prepared).toEqual([]);
  });
});
