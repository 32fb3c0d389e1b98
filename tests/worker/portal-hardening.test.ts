/**
 * The security review of team sync (branch h2-sync-hardening): the server keeps the record honest.
 * Each describe block fails without its fix.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, inOneRateWindow, startTestWorker, type TestWorker } from './harness';
import {
  credentials,
  DEVICE_A,
  DEVICE_B,
  eventsReceivedSince,
  expectJsonError,
  getJson,
  portalEvent,
  postEvents,
} from './portal-helpers';
import type { PortalProgressResponse } from '../../src/shared/portal-progress';
import type { PortalDashboardResponse } from '../../src/shared/portal-dashboard';
import { portalDashboardSchema } from '../../src/shared/portal-answers';
import { training } from '../../collateral/portal/training/index';

vi.setConfig({ testTimeout: 120_000 });

let worker: TestWorker;
let credential: string;
beforeAll(async () => {
  const creds = await credentials();
  credential = creds.current;
  worker = await startTestWorker({ vars: { PORTAL_SYNC_VERIFIER: creds.verifier } });
}, 90_000);
afterAll(async () => worker?.dispose());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const COURSE = training.modules.flatMap((module) =>
  module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id })),
);

async function progressOf(email: string): Promise<PortalProgressResponse> {
  const response = await getJson(
    worker,
    `/api/portal/progress?email=${encodeURIComponent(email)}`,
    credential,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as PortalProgressResponse;
}

async function stored(events: unknown[]) {
  const response = await postEvents(worker, { events }, credential);
  expect(await response.json()).toEqual({ ok: true, accepted: events.length, duplicates: 0 });
}

describe('a reset dated ahead', () => {
  it('is stored at the time it arrived, so completions after it still count', async () => {
    const rep = { name: 'Future Reset', email: 'future-reset@firm.example' };
    const reset = portalEvent(rep, 'training_reset', iso(Date.now() + 23 * HOUR));
    await stored([reset]);
    const [row] = worker.query<{ occurred_at: number; received_at: number }>(
      `SELECT occurred_at, received_at FROM portal_events WHERE id = '${reset.id}'`,
    );
    expect(row!.occurred_at).toBe(row!.received_at);
    const lesson = { moduleId: 'foundations', lessonId: 'foundations-1-five-states' };
    const completion = portalEvent(rep, 'lesson_completed', iso(row!.received_at + 1), lesson);
    await stored([completion]);
    expect((await progressOf(rep.email)).progress).toEqual({
      resetAt: iso(row!.received_at),
      lessons: [{ ...lesson, completedAt: iso(row!.received_at + 1) }],
      quizzes: [],
      certifiedAt: null,
    });
  });

  it('keeps the device time of a reset in the past', async () => {
    const rep = { name: 'Past Reset', email: 'past-reset@firm.example' };
    const at = Date.now() - 2 * HOUR;
    await stored([portalEvent(rep, 'training_reset', iso(at))]);
    expect((await progressOf(rep.email)).progress.resetAt).toBe(iso(at));
  });
});

describe('certification', () => {
  it('is not granted by a certificate_issued event alone', async () => {
    const rep = { name: 'Claims Certificate', email: 'claims@firm.example' };
    await stored([portalEvent(rep, 'certificate_issued', iso(Date.now() - HOUR))]);
    const answer = await progressOf(rep.email);
    expect(answer.progress).toEqual({
      resetAt: null,
      lessons: [],
      quizzes: [],
      certifiedAt: null,
    });
    const dashboard = (await (
      await getJson(worker, '/api/portal/dashboard', ADMIN_TOKEN)
    ).json()) as {
      reps: Array<{ email: string; certifiedAt: string | null }>;
    };
    expect(dashboard.reps.find((r) => r.email === rep.email)?.certifiedAt).toBe(null);
  });

  it('is the time the last lesson of the course was completed, and a later reset keeps it', async () => {
    const rep = { name: 'Completes Course', email: 'completes@firm.example' };
    const start = Date.now() - 48 * HOUR;
    const lessonTime = (i: number) => start + i * 60_000;
    const lastAt = lessonTime(COURSE.length - 1);
    await stored([
      // A claim dated before the course was done does not set the date.
      portalEvent(rep, 'certificate_issued', iso(start - HOUR)),
      ...COURSE.map((lesson, i) =>
        portalEvent(rep, 'lesson_completed', iso(lessonTime(i)), lesson),
      ),
      // A second completion of the first lesson after the course was covered changes nothing.
      portalEvent(rep, 'lesson_completed', iso(lastAt + HOUR), COURSE[0]),
    ]);
    expect(COURSE).toHaveLength(24);
    expect((await progressOf(rep.email)).progress.certifiedAt).toBe(iso(lastAt));
    const resetAt = lastAt + 2 * HOUR;
    await stored([portalEvent(rep, 'training_reset', iso(resetAt))]);
    expect((await progressOf(rep.email)).progress).toEqual({
      resetAt: iso(resetAt),
      lessons: [],
      quizzes: [],
      certifiedAt: iso(lastAt),
    });
  });

  it('needs every lesson after one reset: lessons on both sides of a reset do not add up', async () => {
    const rep = { name: 'Split Course', email: 'split@firm.example' };
    const start = Date.now() - 48 * HOUR;
    const resetAt = start + 30 * 60_000;
    await stored([
      ...COURSE.slice(0, -1).map((lesson, i) =>
        portalEvent(rep, 'lesson_completed', iso(start + i * 60_000), lesson),
      ),
      portalEvent(rep, 'training_reset', iso(resetAt)),
      portalEvent(rep, 'lesson_completed', iso(resetAt + 60_000), COURSE.at(-1)),
      // At the reset's very millisecond a completion is void.
      portalEvent(rep, 'lesson_completed', iso(resetAt), COURSE[0]),
    ]);
    const answer = await progressOf(rep.email);
    expect(answer.progress.lessons.map((l) => l.lessonId)).toEqual([COURSE.at(-1)!.lessonId]);
    expect(answer.progress.certifiedAt).toBe(null);
  });
});

describe('documents and lessons must exist', () => {
  const rep = { name: 'Unknown Ids', email: 'unknown-ids@firm.example' };
  const view = (documentId: string) =>
    portalEvent(rep, 'doc_viewed', iso(Date.now() - HOUR), { documentId, from: 'library' });
  const complete = (moduleId: string, lessonId: string) =>
    portalEvent(rep, 'lesson_completed', iso(Date.now() - HOUR), { moduleId, lessonId });

  it('refuses a batch naming a document or lesson the catalogue or course does not have, storing nothing', async () => {
    const since = Date.now();
    const body = await expectJsonError(
      await postEvents(
        worker,
        {
          events: [
            view('sales/pilot-plan'),
            view('sales/not-a-document'),
            portalEvent(rep, 'doc_downloaded', iso(Date.now() - HOUR), {
              documentId: 'sales/pilot-plan.pdf',
              from: 'library',
            }),
            complete('foundations', 'foundations-99-made-up'),
            // A real lesson under another module.
            complete('roi', 'foundations-1-five-states'),
            complete('foundations', 'foundations-1-five-states'),
          ],
        },
        credential,
      ),
      422,
      'validation_failed',
    );
    expect(body.error.fields).toEqual([
      { field: 'events.1.documentId', message: 'documentId is not a document of the catalogue.' },
      { field: 'events.2.documentId', message: 'documentId is not a document of the catalogue.' },
      {
        field: 'events.3.lessonId',
        message: 'lessonId is not a lesson of the module foundations.',
      },
      { field: 'events.4.lessonId', message: 'lessonId is not a lesson of the module roi.' },
    ]);
    expect(eventsReceivedSince(worker, since)).toBe(0);
  });

  it('accepts catalogue documents and course lessons', async () => {
    await stored([
      view('sales/call-scripts/cold-call-script'),
      complete('closing', 'closing-3-quiz'),
    ]);
  });
});

describe('rate limit before validation', () => {
  /** The statuses of 121 requests from one client inside one limiter window. */
  function statusesOf121(send: (ip: string) => Promise<Response>, ipBase: string) {
    return inOneRateWindow(async (attempt) => {
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) {
        const response = await send(`${ipBase}.${attempt + 1}`);
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      return statuses;
    });
  }

  it('counts invalid batches: the 121st in a minute is 429', async () => {
    const statuses = await statusesOf121(
      (ip) =>
        postEvents(worker, { events: [{ kind: 'nonsense' }] }, credential, {
          'CF-Connecting-IP': ip,
        }),
      '203.0.113',
    );
    expect(statuses.slice(0, 120)).toEqual(Array.from({ length: 120 }, () => 422));
    expect(statuses[120]).toBe(429);
  });

  it('counts whoami: the 121st in a minute is 429', async () => {
    const statuses = await statusesOf121(
      (ip) => getJson(worker, '/api/portal/whoami', credential, { 'CF-Connecting-IP': ip }),
      '192.0.2',
    );
    expect(statuses.slice(0, 120)).toEqual(Array.from({ length: 120 }, () => 200));
    expect(statuses[120]).toBe(429);
  });
});

describe('a bounded dashboard', () => {
  it('answers 3,000 junk-but-valid events from 3,000 reps in under 256 KB, saying what it cut', async () => {
    const documents = ['sales/pilot-plan', 'general/faq', 'sales/msd-one-pager'];
    // Dated ahead (allowed: a day of clock skew), so the junk reps are the most recently active.
    const start = Date.now() + HOUR;
    const junk = Array.from({ length: 3_000 }, (_, i) => {
      const rep = {
        name: `Junk ${String(i).padStart(4, '0')} ${'n'.repeat(100)}`,
        email: `junk-${String(i).padStart(4, '0')}-${'e'.repeat(80)}@firm.example`,
      };
      const at = iso(start + i * 1_000);
      return i % 2
        ? portalEvent(rep, 'search_no_results', at, { query: `${i} ${'q'.repeat(190)}` })
        : portalEvent(rep, 'doc_viewed', at, { documentId: documents[i % 3]!, from: 'library' });
    });
    for (let i = 0; i < junk.length; i += 100) await stored(junk.slice(i, i + 100));

    const response = await getJson(worker, '/api/portal/dashboard', ADMIN_TOKEN);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(256 * 1024);
    const body = JSON.parse(text) as PortalDashboardResponse;
    // The 500 most recently active reps (the latest junk), in email order; the browser's schema accepts it.
    const kept = junk.slice(-500).map((event) => event.rep.email);
    expect(body.reps.map((rep) => rep.email)).toEqual(kept.sort());
    expect(body.truncated).toEqual({ reps: true, openedIds: false });
    expect(body.searchesWithoutResults).toHaveLength(20);
    expect(body.documents.openedIds).toEqual(
      expect.arrayContaining(['general/faq', 'sales/msd-one-pager', 'sales/pilot-plan']),
    );
    expect(portalDashboardSchema.safeParse(body).success).toBe(true);
  });
});

describe('DELETE /api/portal/reps by device and time range', () => {
  const rep = { name: 'Shared Laptop', email: 'shared@firm.example' };
  const other = { name: 'Other Rep', email: 'other-rep@firm.example' };
  const day = (d: string, h = 12) => `${d}T${String(h).padStart(2, '0')}:00:00.000Z`;
  const erase = (query: string, token: string | undefined = ADMIN_TOKEN) =>
    worker.fetch(`/api/portal/reps?${query}`, {
      method: 'DELETE',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const countOf = (where: string) =>
    worker.query<{ n: number }>(`SELECT COUNT(*) AS n FROM portal_events WHERE ${where}`)[0]!.n;
  const search = (who: typeof rep, at: string, device: string) =>
    portalEvent(who, 'search_no_results', at, { query: 'erase me' }, device);

  it('erases by device, by device and range, and by email and range (inclusive UTC days)', async () => {
    await stored([
      search(rep, day('2025-03-01', 0), DEVICE_A),
      search(rep, day('2025-03-02', 23), DEVICE_A),
      search(rep, day('2025-03-03', 0), DEVICE_A),
      search(rep, day('2025-03-02'), DEVICE_B),
      search(other, day('2025-03-02'), DEVICE_A),
      search(other, day('2025-04-01'), DEVICE_A),
      search(other, day('2025-04-01'), DEVICE_B),
    ]);
    const byDeviceAndDays = await erase(
      `deviceId=${DEVICE_A.toUpperCase()}&since=2025-03-02&until=2025-03-02`,
    );
    expect(await byDeviceAndDays.json()).toEqual({
      ok: true,
      deviceId: DEVICE_A,
      since: '2025-03-02',
      until: '2025-03-02',
      erased: 2,
    });
    const byEmailAndDays = await erase(
      'email=Shared@Firm.example&since=2025-03-01&until=2025-03-01',
    );
    expect(await byEmailAndDays.json()).toEqual({
      ok: true,
      email: 'shared@firm.example',
      since: '2025-03-01',
      until: '2025-03-01',
      erased: 1,
    });
    expect(countOf(`rep_email = 'shared@firm.example'`)).toBe(2);
    const byEmailAndDevice = await erase(
      `email=other-rep@firm.example&deviceId=${DEVICE_A}&since=2025-04-01`,
    );
    expect(await byEmailAndDevice.json()).toEqual({
      ok: true,
      email: 'other-rep@firm.example',
      deviceId: DEVICE_A,
      since: '2025-04-01',
      erased: 1,
    });
    expect(countOf(`rep_email = 'other-rep@firm.example'`)).toBe(1);
  });

  it('answers a bad query with 400 naming the field, and erases nothing', async () => {
    await stored([search(rep, day('2025-05-05'), DEVICE_B)]);
    const before = countOf('1 = 1');
    const cases: Array<[string, string, Array<{ field: string; message: string }>]> = [
      [
        '',
        'invalid_erasure',
        [{ field: '(query)', message: 'Name whose events to erase: email, deviceId or both.' }],
      ],
      [
        'since=2025-01-01&until=2025-12-31',
        'invalid_erasure',
        [{ field: '(query)', message: 'Name whose events to erase: email, deviceId or both.' }],
      ],
      [
        'deviceId=not-a-uuid',
        'invalid_erasure',
        [{ field: 'deviceId', message: 'deviceId must be a UUID.' }],
      ],
      [
        `deviceId=${DEVICE_B}&since=2025-5-5`,
        'invalid_erasure',
        [{ field: 'since', message: 'since must be a date like 2026-01-31.' }],
      ],
      [
        `deviceId=${DEVICE_B}&until=2025-02-30`,
        'invalid_erasure',
        [{ field: 'until', message: 'until is not a calendar date.' }],
      ],
      [
        `deviceId=${DEVICE_B}&since=2025-05-06&until=2025-05-05`,
        'invalid_erasure',
        [{ field: 'until', message: 'until must be on or after since.' }],
      ],
      [
        `deviceId=${DEVICE_B}&from=2025-05-05`,
        'invalid_erasure',
        [
          {
            field: '(query)',
            message: 'Unknown parameter(s): from. Use email, deviceId, since, until.',
          },
        ],
      ],
      [
        'email=nope&deviceId=' + DEVICE_B,
        'invalid_email',
        [{ field: 'email', message: 'Enter a work email like name@firm.com.' }],
      ],
    ];
    for (const [query, code, fields] of cases) {
      const body = await expectJsonError(await erase(query), 400, code);
      expect({ query, fields: body.error.fields }).toEqual({ query, fields });
    }
    await expectJsonError(await erase(`deviceId=${DEVICE_B}`, credential), 401, 'unauthorized');
    expect(countOf('1 = 1')).toBe(before);
  });
});
