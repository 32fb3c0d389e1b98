/** The dashboard answers exactly what a known set of events says (its own Worker: an empty database). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestWorker, type TestWorker } from './harness';
import { credentials, DEVICE_B, getJson, portalEvent, postEvents } from './portal-helpers';
import {
  summariseRep,
  neverOpened,
  type CourseOutline,
  type PortalDashboardResponse,
} from '../../src/shared/portal-dashboard';

let worker: TestWorker;
let credential: string;
beforeAll(async () => {
  const creds = await credentials();
  credential = creds.current;
  worker = await startTestWorker({ vars: { PORTAL_SYNC_VERIFIER: creds.verifier } });
}, 90_000);
afterAll(async () => worker?.dispose());

const NOW = Date.now();
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();
const ada = { name: 'Ada Lovelace', email: 'ada@firm.example' };
const bob = { name: 'Bob Noyce', email: 'bob@firm.example' };
const robert = { name: 'Robert Noyce', email: 'Bob@Firm.example' };
const DOC_A = 'sales/pilot-plan';
const DOC_B = 'sales/msd-one-pager';
const DOC_C = 'technical-specs/api-overview';

const events = [
  portalEvent(ada, 'lesson_completed', daysAgo(40), {
    moduleId: 'foundations',
    lessonId: 'foundations-1-five-states',
  }),
  portalEvent(ada, 'training_reset', daysAgo(20)),
  portalEvent(ada, 'lesson_completed', daysAgo(10), {
    moduleId: 'foundations',
    lessonId: 'foundations-2-calm-and-event-criteria',
  }),
  portalEvent(
    ada,
    'quiz_passed',
    daysAgo(3),
    { moduleId: 'foundations', score: 90, attempts: 1 },
    DEVICE_B,
  ),
  portalEvent(
    ada,
    'lesson_completed',
    daysAgo(2),
    { moduleId: 'discovery', lessonId: 'discovery-1-personas' },
    DEVICE_B,
  ),
  portalEvent(ada, 'search_no_results', daysAgo(2), { query: 'pricing for banks' }),
  portalEvent(ada, 'doc_viewed', daysAgo(40), { documentId: DOC_A, from: 'library' }),
  portalEvent(ada, 'doc_viewed', daysAgo(5), { documentId: DOC_A, from: 'header_search' }),
  portalEvent(ada, 'doc_viewed', daysAgo(1), { documentId: DOC_A, from: 'guided_flow' }),
  portalEvent(ada, 'doc_downloaded', daysAgo(1), { documentId: DOC_B, from: 'library' }),
  portalEvent(bob, 'certificate_issued', daysAgo(35)),
  portalEvent(bob, 'doc_viewed', daysAgo(60), { documentId: DOC_C, from: 'playbook' }),
  portalEvent(bob, 'doc_viewed', daysAgo(20), { documentId: DOC_B, from: 'library' }),
  portalEvent(bob, 'lesson_completed', daysAgo(6), {
    moduleId: 'foundations',
    lessonId: 'foundations-1-five-states',
  }),
  portalEvent(bob, 'lesson_completed', daysAgo(6), {
    moduleId: 'foundations',
    lessonId: 'foundations-2-calm-and-event-criteria',
  }),
  portalEvent(bob, 'search_no_results', daysAgo(3), { query: 'CDS  spreads' }),
  portalEvent(
    robert,
    'lesson_completed',
    daysAgo(6),
    { moduleId: 'foundations', lessonId: 'foundations-3-evidence-and-framing' },
    DEVICE_B,
  ),
  portalEvent(robert, 'search_no_results', daysAgo(1), { query: 'Pricing for Banks' }, DEVICE_B),
];
const at = (index: number) => new Date(events[index]!.occurredAt).toISOString();

const COURSE: CourseOutline = [
  {
    moduleId: 'foundations',
    lessonIds: [
      'foundations-1-five-states',
      'foundations-2-calm-and-event-criteria',
      'foundations-3-evidence-and-framing',
    ],
  },
  {
    moduleId: 'discovery',
    lessonIds: ['discovery-1-personas', 'discovery-2-questions-and-openers'],
  },
];

// The dashboard is a manager's; the service token reads it the same way (issue 24).
describe('GET /api/portal/dashboard', () => {
  it('equals what the known events say, to the last number', async () => {
    const stored = await postEvents(worker, { events }, credential);
    expect(await stored.json()).toEqual({ ok: true, accepted: events.length, duplicates: 0 });

    const response = await getJson(worker, '/api/portal/dashboard', ADMIN_TOKEN);
    expect(response.status).toBe(200);
    const body = (await response.json()) as PortalDashboardResponse;
    const generatedAt = Date.parse(body.generatedAt);
    expect(generatedAt).toBeGreaterThanOrEqual(NOW);
    expect(generatedAt).toBeLessThan(NOW + 60_000);
    expect(body).toEqual({
      ok: true,
      generatedAt: body.generatedAt,
      reps: [
        {
          email: 'ada@firm.example',
          name: 'Ada Lovelace',
          lastActiveAt: at(8),
          resetAt: at(1),
          lessonIds: ['discovery-1-personas', 'foundations-2-calm-and-event-criteria'],
          certifiedAt: null,
          // Sent with the shared device credential: self-declared.
          verified: false,
          quizzes: [{ moduleId: 'foundations', first: 90, best: 90, passes: 1 }],
        },
        {
          email: 'bob@firm.example',
          name: 'Robert Noyce',
          lastActiveAt: at(17),
          resetAt: null,
          lessonIds: [
            'foundations-1-five-states',
            'foundations-2-calm-and-event-criteria',
            'foundations-3-evidence-and-framing',
          ],
          // Bob's certificate_issued is not backed by a completed course: it certifies nobody.
          certifiedAt: null,
          verified: false,
          quizzes: [],
        },
      ],
      documents: {
        last7Days: [
          { documentId: DOC_A, views: 2, downloads: 0 },
          { documentId: DOC_B, views: 0, downloads: 1 },
        ],
        last30Days: [
          { documentId: DOC_A, views: 2, downloads: 0 },
          { documentId: DOC_B, views: 1, downloads: 1 },
        ],
        allTime: [
          { documentId: DOC_A, views: 3, downloads: 0 },
          { documentId: DOC_B, views: 1, downloads: 1 },
          { documentId: DOC_C, views: 1, downloads: 0 },
        ],
        openedIds: [DOC_B, DOC_A, DOC_C],
      },
      searchesWithoutResults: [
        { query: 'pricing for banks', searches: 2, reps: 2, lastSearchedAt: at(17) },
        { query: 'cds spreads', searches: 1, reps: 1, lastSearchedAt: at(15) },
      ],
    });

    // What the page derives with the course from the vault.
    const [adaRow, bobRow] = body.reps;
    expect(summariseRep(adaRow!, COURSE)).toEqual({
      completed: 2,
      total: 5,
      percent: 40,
      currentModule: 'foundations',
      certifiedAt: null,
    });
    expect(summariseRep(bobRow!, COURSE)).toEqual({
      completed: 3,
      total: 5,
      percent: 60,
      currentModule: 'discovery',
      certifiedAt: null,
    });
    expect(
      neverOpened([DOC_A, 'sales/roi-sheet', DOC_C, 'general/faq'], body.documents.openedIds),
    ).toEqual(['sales/roi-sheet', 'general/faq']);
  });

  it('is unchanged by a replay of the same events', async () => {
    const before = (await (
      await getJson(worker, '/api/portal/dashboard', ADMIN_TOKEN)
    ).json()) as PortalDashboardResponse;
    expect(await (await postEvents(worker, { events }, credential)).json()).toEqual({
      ok: true,
      accepted: 0,
      duplicates: events.length,
    });
    const after = (await (
      await getJson(worker, '/api/portal/dashboard', ADMIN_TOKEN)
    ).json()) as PortalDashboardResponse;
    expect({ ...after, generatedAt: '' }).toEqual({ ...before, generatedAt: '' });
  });
});
