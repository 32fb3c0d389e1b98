import { describe, expect, it } from 'vitest';
import {
  newPortalEvent,
  parsePortalEvent,
  parsePortalEventBatch,
  PORTAL_EVENTS_MAX_BATCH,
  refusedEventIndexes,
} from './portal-events';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
const DEVICE = '9b2c1f5e-0d4a-4c1e-8a7b-2f6e3d9c1a00';

function event(extra: Record<string, unknown>) {
  return {
    id: crypto.randomUUID(),
    rep: { name: 'Ada Lovelace', email: 'ada@firm.example' },
    deviceId: DEVICE,
    occurredAt: '2026-11-24T11:00:00Z',
    ...extra,
  };
}

describe('portal event schema', () => {
  it('accepts each kind and normalises ids, email and query', () => {
    const lesson = parsePortalEvent(
      event({
        id: ID,
        kind: 'lesson_completed',
        moduleId: 'roi',
        lessonId: 'roi-1-calculator-mechanics',
        rep: { name: ' Ada ', email: ' Ada@Firm.EXAMPLE ' },
      }),
      NOW,
    );
    expect(lesson).toEqual({
      ok: true,
      value: {
        id: ID.toLowerCase(),
        kind: 'lesson_completed',
        moduleId: 'roi',
        lessonId: 'roi-1-calculator-mechanics',
        rep: { name: 'Ada', email: 'ada@firm.example' },
        deviceId: DEVICE,
        occurredAt: '2026-11-24T11:00:00Z',
      },
    });
    const search = parsePortalEvent(
      event({ kind: 'search_no_results', query: '  Pilot   PRICING ' }),
      NOW,
    );
    expect(search.ok && search.value.kind === 'search_no_results' && search.value.query).toBe(
      'pilot pricing',
    );
    for (const extra of [
      { kind: 'quiz_passed', moduleId: 'closing', score: 100, attempts: 1 },
      { kind: 'training_reset' },
      { kind: 'certificate_issued' },
      { kind: 'doc_viewed', documentId: 'sales/pilot-plan', from: 'library' },
      { kind: 'doc_downloaded', documentId: 'technical-specs/api.v2.pdf', from: 'guided_flow' },
    ]) {
      expect(parsePortalEvent(event(extra), NOW).ok, JSON.stringify(extra)).toBe(true);
    }
  });

  it.each([
    ['unknown kind', { kind: 'lesson_started' }, 'kind'],
    ['unknown module', { kind: 'lesson_completed', moduleId: 'sales', lessonId: 'a' }, 'moduleId'],
    [
      'upper-case lesson id',
      { kind: 'lesson_completed', moduleId: 'roi', lessonId: 'ROI-1' },
      'lessonId',
    ],
    ['score over 100', { kind: 'quiz_passed', moduleId: 'roi', score: 101, attempts: 1 }, 'score'],
    [
      'fractional score',
      { kind: 'quiz_passed', moduleId: 'roi', score: 50.5, attempts: 1 },
      'score',
    ],
    ['zero attempts', { kind: 'quiz_passed', moduleId: 'roi', score: 80, attempts: 0 }, 'attempts'],
    ['unknown origin', { kind: 'doc_viewed', documentId: 'a/b', from: 'email' }, 'from'],
    [
      'path traversal id',
      { kind: 'doc_viewed', documentId: '../secrets', from: 'library' },
      'documentId',
    ],
    ['empty query', { kind: 'search_no_results', query: '   ' }, 'query'],
    ['control character in query', { kind: 'search_no_results', query: 'a\u0000b' }, 'query'],
    [
      'bidi override in name',
      { kind: 'training_reset', rep: { name: 'Ada\u202Eevil', email: 'a@b.co' } },
      'rep.name',
    ],
    [
      'bad email',
      { kind: 'training_reset', rep: { name: 'Ada', email: 'ada at firm' } },
      'rep.email',
    ],
    ['non-UUID id', { kind: 'training_reset', id: 'event-1' }, 'id'],
    ['non-UUID device', { kind: 'training_reset', deviceId: 'laptop' }, 'deviceId'],
    ['date without time', { kind: 'training_reset', occurredAt: '2026-11-24' }, 'occurredAt'],
    ['extra field', { kind: 'training_reset', note: 'x' }, '(body)'],
    ['field of another kind', { kind: 'training_reset', lessonId: 'a' }, '(body)'],
    [
      'a clock two days ahead',
      { kind: 'training_reset', occurredAt: '2026-11-26T12:00:01Z' },
      'occurredAt',
    ],
    [
      'a clock before 2024',
      { kind: 'training_reset', occurredAt: '2023-12-31T23:59:59Z' },
      'occurredAt',
    ],
  ])('refuses %s', (_label, extra, field) => {
    const result = parsePortalEvent(event(extra), NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(field);
  });

  it('accepts a clock up to a day ahead', () => {
    expect(
      parsePortalEvent(event({ kind: 'training_reset', occurredAt: '2026-11-25T12:00:00Z' }), NOW)
        .ok,
    ).toBe(true);
  });
});

describe('portal event batch', () => {
  const reset = () => event({ kind: 'training_reset' });

  it('takes 1 to 100 events', () => {
    expect(
      parsePortalEventBatch({ events: Array.from({ length: PORTAL_EVENTS_MAX_BATCH }, reset) }, NOW)
        .ok,
    ).toBe(true);
    expect(parsePortalEventBatch({ events: [reset()] }, NOW).ok).toBe(true);
    expect(parsePortalEventBatch({ events: [] }, NOW)).toMatchObject({
      ok: false,
      problems: [{ field: 'events' }],
    });
    expect(
      parsePortalEventBatch(
        { events: Array.from({ length: PORTAL_EVENTS_MAX_BATCH + 1 }, reset) },
        NOW,
      ),
    ).toMatchObject({ ok: false, problems: [{ field: 'events' }] });
  });

  it('names the bad event by index, including a clock problem', () => {
    const result = parsePortalEventBatch(
      { events: [reset(), event({ kind: 'training_reset', occurredAt: '2030-01-01T00:00:00Z' })] },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          field: 'events.1.occurredAt',
          message: 'occurredAt is more than a day ahead: check the device clock.',
        },
      ],
    });
    const typed = parsePortalEventBatch(
      { events: [reset(), { ...reset(), kind: 'quiz_passed' }] },
      NOW,
    );
    expect(typed.ok).toBe(false);
    if (!typed.ok) expect(typed.problems[0]!.field).toMatch(/^events\.1\./);
  });

  it('refuses a body that is not a batch', () => {
    for (const body of [null, [], 'events', { events: 'x' }, { events: [reset()], extra: 1 }]) {
      expect(parsePortalEventBatch(body, NOW).ok).toBe(false);
    }
  });
});

describe('client helpers', () => {
  it('newPortalEvent stamps an id and the time, and the result passes the schema', () => {
    const event = newPortalEvent(
      { kind: 'doc_viewed', documentId: 'sales/pilot-plan', from: 'playbook' },
      { name: 'Ada Lovelace', email: 'ada@firm.example' },
      DEVICE,
      NOW - 1000,
    );
    expect(event).toMatchObject({
      kind: 'doc_viewed',
      documentId: 'sales/pilot-plan',
      from: 'playbook',
      deviceId: DEVICE,
      occurredAt: '2026-11-24T11:59:59.000Z',
    });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsePortalEvent(event, NOW).ok).toBe(true);
  });

  it('refusedEventIndexes reads the positions a 422 names', () => {
    expect(
      refusedEventIndexes([
        { field: 'events.3.occurredAt' },
        { field: 'events.0.rep.email' },
        { field: 'events.3.kind' },
        { field: 'events.12' },
      ]),
    ).toEqual([0, 3, 12]);
    expect(refusedEventIndexes([{ field: 'events' }, { field: '(body)' }])).toEqual([]);
  });
});
