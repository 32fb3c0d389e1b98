import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ADMIN_TOKEN, inOneRateWindow, startTestWorker, type TestWorker } from './harness';
import {
  credentials,
  eventsReceivedSince,
  DEVICE_A,
  DEVICE_B,
  expectJsonError,
  getJson,
  portalEvent,
  postEvents,
} from './portal-helpers';
import type { PortalProgressResponse } from '../../src/shared/portal-progress';
import { parsePortalEvent } from '../../src/shared/portal-events';

// Checking that nothing was stored runs wrangler once more (seconds on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

let worker: TestWorker;
let creds: Awaited<ReturnType<typeof credentials>>;
beforeAll(async () => {
  creds = await credentials();
  worker = await startTestWorker({ vars: { PORTAL_SYNC_VERIFIER: creds.verifier } });
}, 90_000);
afterAll(async () => worker?.dispose());

const ada = { name: 'Ada Lovelace', email: 'ada@firm.example' };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe('the sync credential', () => {
  it('refuses missing, wrong, pre-rotation and malformed credentials with 401 JSON and stores nothing', async () => {
    const batch = { events: [portalEvent(ada, 'training_reset', hoursAgo(1))] };
    const wrong = 'A'.repeat(43);
    const since = Date.now();
    await expectJsonError(await postEvents(worker, batch, undefined), 401, 'credential_required');
    await expectJsonError(await postEvents(worker, batch, wrong), 401, 'credential_refused');
    await expectJsonError(
      await postEvents(worker, batch, creds.preRotation),
      401,
      'credential_refused',
    );
    await expectJsonError(
      await postEvents(worker, batch, `${creds.current}x`),
      401,
      'credential_refused',
    );
    await expectJsonError(
      await postEvents(worker, batch, undefined, { Authorization: `Basic ${creds.current}` }),
      401,
      'credential_required',
    );
    // The verifier itself is not a credential.
    await expectJsonError(
      await postEvents(worker, batch, creds.verifier),
      401,
      'credential_refused',
    );
    const challenged = await postEvents(worker, batch, creds.preRotation);
    expect(challenged.headers.get('WWW-Authenticate')).toBe('Bearer realm="portal-sync"');
    // The dashboard is a manager's (issue 24): no device credential opens it.
    for (const credential of [undefined, creds.current])
      await expectJsonError(
        await getJson(worker, '/api/portal/dashboard', credential),
        401,
        credential ? 'unauthorized' : 'signed_out',
      );
    for (const path of ['/api/portal/progress?email=ada@firm.example', '/api/portal/whoami']) {
      await expectJsonError(await getJson(worker, path, undefined), 401, 'credential_required');
      await expectJsonError(
        await getJson(worker, path, creds.preRotation),
        401,
        'credential_refused',
      );
    }
    expect(eventsReceivedSince(worker, since)).toBe(0);
  });

  it('lets the current credential through', async () => {
    const response = await getJson(worker, '/api/portal/whoami', creds.current);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, access: false, email: null });
  });
});

describe('POST /api/portal/events', () => {
  it('stores each event of a batch sent twice once, and says which were duplicates', async () => {
    const rep = { name: 'Grace Hopper', email: 'grace@firm.example' };
    const batch = {
      events: [
        portalEvent(rep, 'lesson_completed', hoursAgo(3), {
          moduleId: 'foundations',
          lessonId: 'foundations-1-five-states',
        }),
        portalEvent(rep, 'doc_viewed', hoursAgo(2), {
          documentId: 'sales/pilot-plan',
          from: 'library',
        }),
        portalEvent(rep, 'search_no_results', hoursAgo(1), { query: 'Pricing  for banks' }),
      ],
    };
    const since = Date.now();
    const first = await postEvents(worker, batch, creds.current);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, accepted: 3, duplicates: 0 });
    const again = await postEvents(worker, batch, creds.current);
    expect(await again.json()).toEqual({ ok: true, accepted: 0, duplicates: 3 });
    // The same ids in capitals are the same events.
    const shouted = { events: batch.events.map((e) => ({ ...e, id: e.id.toUpperCase() })) };
    expect(await (await postEvents(worker, shouted, creds.current)).json()).toEqual({
      ok: true,
      accepted: 0,
      duplicates: 3,
    });
    expect(eventsReceivedSince(worker, since)).toBe(3);
    const rows = worker.query<{ id: string; query: string | null }>(
      `SELECT id, query FROM portal_events WHERE rep_email = 'grace@firm.example' ORDER BY occurred_at`,
    );
    expect(rows.map((r) => r.id)).toEqual(batch.events.map((e) => e.id.toLowerCase()));
    expect(rows[2]!.query).toBe('pricing for banks');
  });

  it('counts an id repeated inside one batch once', async () => {
    const event = portalEvent(ada, 'certificate_issued', hoursAgo(1));
    const response = await postEvents(
      worker,
      { events: [event, { ...event, id: event.id.toUpperCase() }] },
      creds.current,
    );
    expect(await response.json()).toEqual({ ok: true, accepted: 1, duplicates: 1 });
  });

  it('accepts a full batch of 100 events with every free text field at its limit', async () => {
    const rep = { name: 'É'.repeat(120), email: `${'a'.repeat(64)}@${'b'.repeat(180)}.example` };
    const events = Array.from({ length: 100 }, (_, i) =>
      i % 2
        ? portalEvent(rep, 'search_no_results', hoursAgo(1), { query: 'q'.repeat(200) })
        : portalEvent(rep, 'doc_downloaded', hoursAgo(1), {
            documentId: 'marketing/webinar-script-audit-ready-research',
            from: 'header_search',
          }),
    );
    expect(JSON.stringify({ events }).length).toBeGreaterThan(60_000);
    const response = await postEvents(worker, { events }, creds.current);
    expect(await response.json()).toEqual({ ok: true, accepted: 100, duplicates: 0 });
  });

  it('answers bad requests with 4xx JSON', async () => {
    const one = { events: [portalEvent(ada, 'training_reset', hoursAgo(1))] };
    await expectJsonError(
      await postEvents(worker, one, creds.current, { 'Content-Type': 'text/plain' }),
      415,
      'unsupported_media_type',
    );
    await expectJsonError(
      await postEvents(worker, '{"events": [', creds.current),
      400,
      'invalid_json',
    );
    await expectJsonError(
      await postEvents(
        worker,
        JSON.stringify({ events: [], pad: 'x'.repeat(130 * 1024) }),
        creds.current,
      ),
      413,
      'payload_too_large',
    );
    const tooMany = {
      events: Array.from({ length: 101 }, () => portalEvent(ada, 'training_reset', hoursAgo(1))),
    };
    const body = await expectJsonError(
      await postEvents(worker, tooMany, creds.current),
      422,
      'validation_failed',
    );
    expect(body.error.fields).toEqual([
      { field: 'events', message: 'Send at most 100 events per request.' },
    ]);
    const future = {
      events: [
        portalEvent(ada, 'training_reset', new Date(Date.now() + 3 * 86_400_000).toISOString()),
      ],
    };
    const clock = await expectJsonError(
      await postEvents(worker, future, creds.current),
      422,
      'validation_failed',
    );
    expect(clock.error.fields?.[0]?.field).toBe('events.0.occurredAt');
    const wrongMethod = await worker.fetch('/api/portal/events', { method: 'GET' });
    await expectJsonError(wrongMethod, 405, 'method_not_allowed');
  });

  it('refuses a rep name or email with a look-alike or invisible character, and stores nothing', async () => {
    const since = Date.now();
    const mixed =
      'mixes Latin with Cyrillic or Greek letters in one word, as look-alike text does: type it in one alphabet.';
    for (const [rep, field, message] of [
      [{ name: '\u0410lice Real', email: 'alice@firm.example' }, 'name', `Name ${mixed}`],
      [{ name: 'Alice Real', email: '\u0430lice@firm.example' }, 'email', `Email ${mixed}`],
      [
        { name: 'Alice\u200B Real', email: 'alice@firm.example' },
        'name',
        'Name has an invisible or direction-changing character.',
      ],
    ] as const) {
      const body = await expectJsonError(
        await postEvents(
          worker,
          { events: [portalEvent(rep, 'training_reset', hoursAgo(1))] },
          creds.current,
        ),
        422,
        'validation_failed',
      );
      expect(body.error.fields).toEqual([{ field: `events.0.rep.${field}`, message }]);
    }
    expect(eventsReceivedSince(worker, since)).toBe(0);
  });

  it('refuses at least 200 generated malformed events with 4xx, never 5xx, and stores none of them', async () => {
    const base = () =>
      portalEvent({ name: 'Fuzz Rep', email: 'fuzz@firm.example' }, 'doc_viewed', hoursAgo(1), {
        documentId: 'sales/pilot-plan',
        from: 'library',
      });
    const field = fc.constantFrom(
      'id',
      'kind',
      'rep',
      'deviceId',
      'occurredAt',
      'documentId',
      'from',
      'extra',
    );
    const junk = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '',
        'NOT-A-UUID',
        '2026-13-40T99:00:00Z',
        'lesson_started',
        '../../etc/passwd',
        'a\u0000b',
        '\u202Eevil',
        'x'.repeat(300),
      ),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    );
    // Each generated event breaks at least one field (the shared schema confirms it is invalid); the
    // batch holds a valid event too, which must not be stored either.
    const malformed = fc
      .tuple(field, junk)
      .map(([key, value]) => {
        const event: Record<string, unknown> = base();
        if (key === 'extra') event.unexpected = value ?? 1;
        else if (key === 'rep')
          event.rep =
            typeof value === 'object' && value !== null
              ? value
              : { name: value, email: 'fuzz@firm.example' };
        else if (value === undefined) delete event[key];
        else event[key] = value;
        return event;
      })
      .filter((event) => !parsePortalEvent(event, Date.now()).ok);
    const since = Date.now();
    const statuses: number[] = [];
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(malformed, { minLength: 1, maxLength: 3 }), async (bad) => {
        sent += bad.length;
        const response = await postEvents(worker, { events: [base(), ...bad] }, creds.current);
        statuses.push(response.status);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const body = (await response.json()) as { ok: boolean };
        expect(body.ok).toBe(false);
      }),
      { numRuns: 120 },
    );
    expect(sent).toBeGreaterThanOrEqual(200);
    expect(new Set(statuses)).toEqual(new Set([422]));
    expect(eventsReceivedSince(worker, since)).toBe(0);
  });
});

describe('GET /api/portal/progress', () => {
  it("returns the union of two devices' events after the rep's latest reset", async () => {
    const rep = { name: 'Katherine Johnson', email: 'Katherine@Firm.example' };
    const laptop = [
      portalEvent(
        rep,
        'lesson_completed',
        hoursAgo(10),
        { moduleId: 'foundations', lessonId: 'foundations-1-five-states' },
        DEVICE_A,
      ),
      portalEvent(rep, 'training_reset', hoursAgo(8), {}, DEVICE_A),
      portalEvent(
        rep,
        'lesson_completed',
        hoursAgo(6),
        { moduleId: 'foundations', lessonId: 'foundations-2-calm-and-event-criteria' },
        DEVICE_A,
      ),
    ];
    const phone = [
      portalEvent(
        rep,
        'lesson_completed',
        hoursAgo(9),
        { moduleId: 'foundations', lessonId: 'foundations-3-evidence-and-framing' },
        DEVICE_B,
      ),
      portalEvent(
        rep,
        'lesson_completed',
        hoursAgo(5),
        { moduleId: 'foundations', lessonId: 'foundations-1-five-states' },
        DEVICE_B,
      ),
      portalEvent(
        rep,
        'quiz_passed',
        hoursAgo(4),
        { moduleId: 'foundations', score: 80, attempts: 2 },
        DEVICE_B,
      ),
      portalEvent(
        rep,
        'doc_viewed',
        hoursAgo(3),
        { documentId: 'sales/pilot-plan', from: 'playbook' },
        DEVICE_B,
      ),
    ];
    // The phone syncs first, the laptop later: arrival order does not matter.
    expect((await postEvents(worker, { events: phone }, creds.current)).status).toBe(200);
    expect((await postEvents(worker, { events: laptop }, creds.current)).status).toBe(200);

    const response = await getJson(
      worker,
      '/api/portal/progress?email=KATHERINE@firm.EXAMPLE',
      creds.current,
    );
    expect(response.status).toBe(200);
    const iso = (s: string) => new Date(s).toISOString();
    expect((await response.json()) as PortalProgressResponse).toEqual({
      ok: true,
      rep: { email: 'katherine@firm.example', name: 'Katherine Johnson' },
      lastActiveAt: iso(phone[3]!.occurredAt),
      progress: {
        resetAt: iso(laptop[1]!.occurredAt),
        lessons: [
          {
            moduleId: 'foundations',
            lessonId: 'foundations-1-five-states',
            completedAt: iso(phone[1]!.occurredAt),
          },
          {
            moduleId: 'foundations',
            lessonId: 'foundations-2-calm-and-event-criteria',
            completedAt: iso(laptop[2]!.occurredAt),
          },
        ].sort((a, b) => a.completedAt.localeCompare(b.completedAt)),
        quizzes: [
          { moduleId: 'foundations', score: 80, attempts: 2, passedAt: iso(phone[2]!.occurredAt) },
        ],
        certifiedAt: null,
      },
      contentUse: { views: 1, downloads: 0, searchesWithoutResults: 0 },
    });
  });

  it('answers an unknown rep with empty progress, and a bad email with 400', async () => {
    const response = await getJson(
      worker,
      '/api/portal/progress?email=nobody@firm.example',
      creds.current,
    );
    expect(await response.json()).toEqual({
      ok: true,
      rep: { email: 'nobody@firm.example', name: null },
      lastActiveAt: null,
      progress: { resetAt: null, lessons: [], quizzes: [], certifiedAt: null },
      contentUse: { views: 0, downloads: 0, searchesWithoutResults: 0 },
    });
    await expectJsonError(
      await getJson(worker, '/api/portal/progress', creds.current),
      400,
      'invalid_email',
    );
    await expectJsonError(
      await getJson(worker, '/api/portal/progress?email=not-an-email', creds.current),
      400,
      'invalid_email',
    );
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once one client passes its budget; other clients go on', async () => {
    // One client (a /64, whatever address inside it) inside one window of the limiter's clock.
    const { statuses, limited } = await inOneRateWindow(async (attempt) => {
      const prefix = `2001:db8:1:${attempt + 2}`;
      const statuses: number[] = [];
      for (let i = 0; i < 130; i += 1) {
        const response = await worker.fetch('/api/portal/progress?email=ada@firm.example', {
          headers: {
            Authorization: `Bearer ${creds.current}`,
            'CF-Connecting-IP': `${prefix}::${(i + 1).toString(16)}`,
          },
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      const limited = await worker.fetch('/api/portal/progress?email=ada@firm.example', {
        headers: {
          Authorization: `Bearer ${creds.current}`,
          'CF-Connecting-IP': `${prefix}:ffff::9`,
        },
      });
      // Read here: a run that is sent again leaves no body unread.
      return { statuses, limited: new Response(await limited.arrayBuffer(), limited) };
    });
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(statuses).toContain(429);
    await expectJsonError(limited, 429, 'rate_limited');
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(
      (await getJson(worker, '/api/portal/progress?email=ada@firm.example', creds.current)).status,
    ).toBe(200);
  });
});

describe('DELETE /api/portal/reps (erasure)', () => {
  it('erases every event of one rep, whatever the capitals, with the admin token only', async () => {
    const leaver = { name: 'Leaving Rep', email: 'leaver@firm.example' };
    const events = [
      portalEvent(leaver, 'lesson_completed', hoursAgo(2), {
        moduleId: 'demo',
        lessonId: 'demo-1-standard-flow',
      }),
      portalEvent(leaver, 'search_no_results', hoursAgo(1), { query: 'exit interview' }, DEVICE_B),
    ];
    expect(await (await postEvents(worker, { events }, creds.current)).json()).toEqual({
      ok: true,
      accepted: 2,
      duplicates: 0,
    });
    const erase = (email: string, token?: string) =>
      worker.fetch(`/api/portal/reps?email=${encodeURIComponent(email)}`, {
        method: 'DELETE',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });

    await expectJsonError(await erase('leaver@firm.example'), 401, 'signed_out');
    await expectJsonError(await erase('leaver@firm.example', creds.current), 401, 'unauthorized');
    await expectJsonError(await erase('not-an-email', ADMIN_TOKEN), 400, 'invalid_email');
    const erased = await erase('Leaver@Firm.EXAMPLE', ADMIN_TOKEN);
    expect(await erased.json()).toEqual({ ok: true, email: 'leaver@firm.example', erased: 2 });
    const progress = (await (
      await getJson(worker, '/api/portal/progress?email=leaver@firm.example', creds.current)
    ).json()) as PortalProgressResponse;
    expect(progress).toMatchObject({
      rep: { email: 'leaver@firm.example', name: null },
      lastActiveAt: null,
      progress: { lessons: [] },
      contentUse: { searchesWithoutResults: 0 },
    });
    expect(await (await erase('leaver@firm.example', ADMIN_TOKEN)).json()).toEqual({
      ok: true,
      email: 'leaver@firm.example',
      erased: 0,
    });
  });
});
