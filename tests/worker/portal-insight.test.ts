/**
 * The team dashboard's insight (issue 28 items 2 and 8) against a known set of events: the weekly
 * series to the last number (week boundaries to the millisecond, a reset, an empty week), one rep's
 * activity, quiz scores, who may read them, and the admin's erasure from the page (session + CSRF).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, startTestWorker, type TestWorker } from './harness';
import { credentials, expectJsonError, getJson, portalEvent, postEvents } from './portal-helpers';
import { as, signedIn } from './people-helpers';
import { training } from '../../collateral/portal/training';
import type { PortalDashboardResponse } from '../../src/shared/portal-dashboard';
import type {
  PortalInsightResponse,
  PortalRepActivityResponse,
} from '../../src/shared/portal-insight';

vi.setConfig({ testTimeout: 120_000 });

let worker: TestWorker;
let credential: string;
beforeAll(async () => {
  const creds = await credentials();
  credential = creds.current;
  worker = await startTestWorker({ vars: { PORTAL_SYNC_VERIFIER: creds.verifier } });
  await store(events);
}, 120_000);
afterAll(async () => worker?.dispose());

const LESSONS = training.modules.flatMap((module) =>
  module.lessons.map((lesson) => ({ moduleId: module.id, lessonId: lesson.id })),
);
const ms = (iso: string) => Date.parse(iso);
const iso = (time: number) => new Date(time).toISOString();
const ada = { name: 'Ada Lovelace', email: 'ada@insight.example' };
const bob = { name: 'Bob Noyce', email: 'bob@insight.example' };
const dee = { name: 'Dee Searcher', email: 'dee@insight.example' };
const DOC_A = 'sales/pilot-plan';
const DOC_B = 'sales/msd-one-pager';
const lesson = (rep: typeof ada, index: number, at: number) =>
  portalEvent(rep, 'lesson_completed', iso(at), LESSONS[index]);

// Weeks of the range 2025-01-06 (Mon) .. 2025-02-02 (Sun): W1 01-06, W2 01-13, W3 01-20, W4 01-27.
const CERTIFIED = ms('2025-01-12T23:59:59.999Z'); // the last millisecond of W1
const RESET = ms('2025-01-13T00:00:00.000Z'); // the first millisecond of W2
const events = [
  // Ada, before the range: six lessons (they count in W1).
  ...[0, 1, 2, 3, 4, 5].map((i) => lesson(ada, i, ms('2024-12-30T10:00:00Z') + i)),
  ...[6, 7, 8, 9, 10, 11].map((i) => lesson(ada, i, ms('2025-01-08T09:00:00Z') + i)),
  // The rest, each a millisecond apart, the last at W1's last millisecond: certified in W1.
  ...LESSONS.slice(12).map((_, k) => lesson(ada, 12 + k, CERTIFIED - (LESSONS.length - 13 - k))),
  portalEvent(ada, 'training_reset', iso(RESET)),
  lesson(ada, 0, ms('2025-01-22T08:00:00Z')),
  lesson(ada, 1, ms('2025-01-22T08:30:00Z')),
  portalEvent(ada, 'quiz_passed', '2025-01-07T12:00:00.000Z', {
    moduleId: 'foundations',
    score: 50,
    attempts: 3,
  }),
  portalEvent(ada, 'quiz_passed', '2025-01-09T12:00:00.000Z', {
    moduleId: 'discovery',
    score: 100,
    attempts: 1,
  }),
  portalEvent(ada, 'quiz_passed', '2025-01-23T12:00:00.000Z', {
    moduleId: 'foundations',
    score: 83,
    attempts: 2,
  }),
  portalEvent(ada, 'doc_viewed', '2025-01-05T23:59:59.999Z', {
    documentId: DOC_A,
    from: 'library',
  }),
  portalEvent(ada, 'doc_viewed', '2025-01-06T00:00:00.000Z', {
    documentId: DOC_A,
    from: 'library',
  }),
  portalEvent(ada, 'doc_downloaded', '2025-01-19T23:59:59.999Z', {
    documentId: DOC_A,
    from: 'playbook',
  }),
  portalEvent(ada, 'doc_viewed', '2025-02-03T00:00:00.000Z', {
    documentId: DOC_B,
    from: 'library',
  }),
  // Bob appears in W3 with three lessons and two views.
  lesson(bob, 0, ms('2025-01-20T09:00:00Z')),
  lesson(bob, 1, ms('2025-01-21T09:00:00Z')),
  lesson(bob, 2, ms('2025-01-21T10:00:00Z')),
  portalEvent(bob, 'doc_viewed', '2025-01-21T11:00:00.000Z', {
    documentId: DOC_B,
    from: 'library',
  }),
  portalEvent(bob, 'doc_viewed', '2025-01-21T12:00:00.000Z', {
    documentId: DOC_B,
    from: 'header_search',
  }),
  // Dee only searches, in W4: a rep at 0% from then on; W4 has no document use at all.
  portalEvent(dee, 'search_no_results', '2025-01-28T09:00:00.000Z', { query: 'bank pricing' }),
];

async function store(list: unknown[]) {
  for (let i = 0; i < list.length; i += 100) {
    const response = await postEvents(worker, { events: list.slice(i, i + 100) }, credential);
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

const asService = (path: string) => getJson(worker, path, ADMIN_TOKEN);
async function insight(query: string): Promise<PortalInsightResponse> {
  const response = await asService(`/api/portal/insight?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PortalInsightResponse;
}

const W1 = {
  start: '2025-01-06',
  reps: 1,
  certifiedReps: 1,
  averageCompletion: 100,
  views: 1,
  downloads: 0,
};
const W2 = {
  start: '2025-01-13',
  reps: 1,
  certifiedReps: 1,
  averageCompletion: 0,
  views: 0,
  downloads: 1,
};
// (2 + 3) / (2 reps x 24 lessons) = 10.416..%; (2 + 3 + 0) / (3 x 24) = 6.944..%.
const W3 = {
  start: '2025-01-20',
  reps: 2,
  certifiedReps: 1,
  averageCompletion: 10.4,
  views: 2,
  downloads: 0,
};
const W4 = {
  start: '2025-01-27',
  reps: 3,
  certifiedReps: 1,
  averageCompletion: 6.9,
  views: 0,
  downloads: 0,
};

describe('GET /api/portal/insight', () => {
  it('answers the weekly series the known events make, to the last number', async () => {
    expect(LESSONS).toHaveLength(24);
    const body = await insight('from=2025-01-06&to=2025-02-02');
    expect(Date.parse(body.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body).toEqual({
      ok: true,
      generatedAt: body.generatedAt,
      from: '2025-01-06',
      to: '2025-02-02',
      courseLessons: 24,
      weeks: [W1, W2, W3, W4],
    });
  });

  it('widens a range to whole weeks (Monday to Sunday, UTC), so other dates give other figures', async () => {
    const body = await insight('from=2025-01-15&to=2025-01-22');
    expect([body.from, body.to, body.weeks]).toEqual(['2025-01-13', '2025-01-26', [W2, W3]]);
    // A week before anyone's first event: no reps, no average.
    const before = await insight('from=2024-12-23&to=2024-12-29');
    expect(before.weeks).toEqual([
      {
        start: '2024-12-23',
        reps: 0,
        certifiedReps: 0,
        averageCompletion: null,
        views: 0,
        downloads: 0,
      },
    ]);
    // One alone: twelve weeks from it.
    const from = await insight('from=2025-01-06');
    expect([from.from, from.to, from.weeks.length]).toEqual(['2025-01-06', '2025-03-30', 12]);
    expect(from.weeks.slice(0, 4)).toEqual([W1, W2, W3, W4]);
    expect(from.weeks[4]).toEqual({ ...W4, start: '2025-02-03', views: 1 });
  });

  it('defaults to the 12 weeks ending with the current one', async () => {
    const body = await insight('');
    const today = new Date();
    const sinceMonday = (today.getUTCDay() + 6) % 7;
    const monday =
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
      sinceMonday * 86_400_000;
    expect(body.weeks).toHaveLength(12);
    expect(body.to).toBe(iso(monday + 6 * 86_400_000).slice(0, 10));
    expect(body.from).toBe(iso(monday - 11 * 7 * 86_400_000).slice(0, 10));
    // Every known rep is in by now; Ada stays certified after her reset.
    expect(body.weeks.at(-1)).toMatchObject({ reps: 3, certifiedReps: 1, averageCompletion: 6.9 });
  });

  it('refuses a bad range with a 400 that names it', async () => {
    for (const [query, message] of [
      ['from=2025-02-30', 'from must be a date like 2026-01-31.'],
      ['to=31/01/2025', 'to must be a date like 2026-01-31.'],
      ['from=2025-02-10&to=2025-02-02', 'to must be on or after from.'],
      ['from=2023-01-02&to=2025-01-19', 'A range covers at most 106 weeks.'],
      ['range=12w', 'Unknown parameter(s): range.'],
    ] as const) {
      const body = await expectJsonError(
        await asService(`/api/portal/insight?${query}`),
        400,
        'invalid_range',
      );
      expect(body.error.message).toBe(message);
    }
    // 106 weeks is allowed.
    expect((await insight('from=2023-01-02&to=2025-01-12')).weeks).toHaveLength(106);
  });
});

describe('GET /api/portal/rep-activity', () => {
  it("lists one rep's lessons, quizzes, reset, certification and documents in the range, newest first", async () => {
    const response = await asService(
      '/api/portal/rep-activity?email=ADA@insight.example&from=2025-01-08&to=2025-01-19',
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as PortalRepActivityResponse;
    const lessonEntry = (index: number, at: number) => ({
      kind: 'lesson_completed',
      at: iso(at),
      ...LESSONS[index]!,
    });
    expect(body).toEqual({
      ok: true,
      email: 'ada@insight.example',
      name: 'Ada Lovelace',
      from: '2025-01-06',
      to: '2025-01-19',
      certifiedAt: iso(CERTIFIED),
      // Every pass: first is the first pass's first check, best the best first check.
      quizzes: [
        { moduleId: 'foundations', first: 50, best: 83, passes: 2 },
        { moduleId: 'discovery', first: 100, best: 100, passes: 1 },
      ],
      entries: [
        {
          kind: 'doc_downloaded',
          at: '2025-01-19T23:59:59.999Z',
          documentId: DOC_A,
          from: 'playbook',
        },
        { kind: 'training_reset', at: iso(RESET) },
        { kind: 'certified', at: iso(CERTIFIED) },
        ...LESSONS.slice(12)
          .map((_, k) => lessonEntry(12 + k, CERTIFIED - (LESSONS.length - 13 - k)))
          .reverse(),
        {
          kind: 'quiz_passed',
          at: '2025-01-09T12:00:00.000Z',
          moduleId: 'discovery',
          score: 100,
          attempts: 1,
        },
        ...[11, 10, 9, 8, 7, 6].map((i) => lessonEntry(i, ms('2025-01-08T09:00:00Z') + i)),
        {
          kind: 'quiz_passed',
          at: '2025-01-07T12:00:00.000Z',
          moduleId: 'foundations',
          score: 50,
          attempts: 3,
        },
        { kind: 'doc_viewed', at: '2025-01-06T00:00:00.000Z', documentId: DOC_A, from: 'library' },
      ],
      truncated: false,
    });
  });

  it('answers an empty activity for an email with nothing stored, and refuses a bad email', async () => {
    const body = (await (
      await asService('/api/portal/rep-activity?email=nobody@insight.example&from=2025-01-06')
    ).json()) as PortalRepActivityResponse;
    expect(body).toMatchObject({ name: null, certifiedAt: null, quizzes: [], entries: [] });
    await expectJsonError(
      await asService('/api/portal/rep-activity?email=not-an-email'),
      400,
      'invalid_email',
    );
    await expectJsonError(await asService('/api/portal/rep-activity'), 400, 'invalid_email');
  });
});

describe('the dashboard with quiz scores', () => {
  it('gives each rep the first and best first-check score per passed module', async () => {
    const body = (await (
      await asService('/api/portal/dashboard')
    ).json()) as PortalDashboardResponse;
    expect(body.reps.map((rep) => [rep.email, rep.quizzes])).toEqual([
      [
        ada.email,
        [
          { moduleId: 'foundations', first: 50, best: 83, passes: 2 },
          { moduleId: 'discovery', first: 100, best: 100, passes: 1 },
        ],
      ],
      [bob.email, []],
      [dee.email, []],
    ]);
  });
});

describe('who may read and erase', () => {
  it('refuses a rep and someone signed out; a manager reads; the sync credential is no key', async () => {
    const rep = await signedIn(worker, 'rep');
    const manager = await signedIn(worker, 'manager');
    for (const path of [
      '/api/portal/insight',
      '/api/portal/rep-activity?email=ada@insight.example',
    ]) {
      await expectJsonError(await worker.fetch(path, { headers: as(rep) }), 403, 'role_required');
      await expectJsonError(await worker.fetch(path), 401, 'signed_out');
      await expectJsonError(await getJson(worker, path, credential), 401, 'unauthorized');
      expect((await worker.fetch(path, { headers: as(manager) })).status).toBe(200);
    }
  });

  it('lets only an admin erase a rep (with the CSRF token), audited, and the rep is gone everywhere', async () => {
    const manager = await signedIn(worker, 'manager');
    const admin = await signedIn(worker, 'admin');
    const erase = (headers: Record<string, string>) =>
      worker.fetch(`/api/portal/reps?email=${encodeURIComponent(bob.email)}`, {
        method: 'DELETE',
        headers,
      });
    await expectJsonError(await erase(as(manager, true)), 403, 'role_required');
    await expectJsonError(await erase(as(admin)), 403, 'csrf_required');
    const erased = await erase(as(admin, true));
    expect(await erased.json()).toEqual({ ok: true, email: bob.email, erased: 5 });

    const audit = (await (
      await worker.fetch(`/api/audit?action=events.erased&q=${encodeURIComponent(bob.email)}`, {
        headers: as(admin),
      })
    ).json()) as { entries: Array<{ action: string; actorEmail: string; subject: string }> };
    expect(audit.entries.map((e) => [e.action, e.actorEmail, e.subject])).toEqual([
      ['events.erased', admin.email, bob.email],
    ]);

    const dashboard = (await (
      await asService('/api/portal/dashboard')
    ).json()) as PortalDashboardResponse;
    expect(dashboard.reps.map((rep) => rep.email)).toEqual([ada.email, dee.email]);
    // Bob's weeks are gone from the series: W3 has Ada alone (2 of 24), W4 Ada and Dee.
    expect((await insight('from=2025-01-20&to=2025-02-02')).weeks).toEqual([
      { ...W3, reps: 1, averageCompletion: 8.3, views: 0 },
      { ...W4, reps: 2, averageCompletion: 4.2 },
    ]);
  });
});
