/**
 * The security review of team sync (branch h2-sync-hardening): the server keeps the record honest.
 * Each describe block fails without its fix.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestWorker, type TestWorker } from './harness';
import {
  credentials,
  eventsReceivedSince,
  expectJsonError,
  getJson,
  portalEvent,
  postEvents,
} from './portal-helpers';
import type { PortalProgressResponse } from '../../src/shared/portal-progress';
import { training } from '../../collateral/portal/training';

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
      await getJson(worker, '/api/portal/dashboard', credential)
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
  /** Sends 121 requests from one client inside one limiter window (retried once if a minute boundary fell inside). */
  async function statusesOf121(send: (ip: string) => Promise<Response>, ipBase: string) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 0; i < 121; i += 1) {
        const response = await send(`${ipBase}.${attempt + 1}`);
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      if (Math.floor(Date.now() / 60_000) === minute) return statuses;
    }
    throw new Error('two limiter windows in a row were crossed');
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
