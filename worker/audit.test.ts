/** The audit log's pure parts and SQL (issue 24 item 6), with D1 faked. */
import { describe, expect, it, vi } from 'vitest';
import {
  ANONYMOUS,
  audit,
  AUDIT_RETENTION_DAYS,
  auditFilter,
  auditPage,
  auditRetentionCutoff,
  auditStatement,
  deleteExpiredAudit,
  requestCountry,
  SERVICE_ACTOR,
  toAuditEntry,
} from './audit';

const DAY = 86_400_000;

/** A D1 stand-in that records each statement's SQL and bindings. */
function fakeDb(results: unknown[] = [], changes = 0) {
  const calls: Array<{ sql: string; params: unknown[] }> = [];
  const run = vi.fn(async () => ({ meta: { changes } }));
  const db = {
    prepare: (sql: string) => ({
      bind: (...params: unknown[]) => {
        calls.push({ sql: sql.replace(/\s+/g, ' ').trim(), params });
        return { run, all: async () => ({ results }) };
      },
    }),
  } as unknown as D1Database;
  return { db, calls, run };
}

const withCountry = (country: unknown) =>
  Object.assign(new Request('https://x.example/'), { cf: { country } });

describe('actors', () => {
  it('names the service and anonymous actors without ids or emails', () => {
    expect(SERVICE_ACTOR).toEqual({ kind: 'service', id: null, email: null });
    expect(ANONYMOUS).toEqual({ kind: 'anonymous', id: null, email: null });
  });
});

describe('requestCountry', () => {
  it("keeps Cloudflare's two-character codes and nothing else", () => {
    expect(requestCountry(withCountry('GB'))).toBe('GB');
    expect(requestCountry(withCountry('T1'))).toBe('T1');
    expect(requestCountry(withCountry('XX'))).toBe('XX');
    expect(requestCountry(withCountry('gb'))).toBeNull();
    expect(requestCountry(withCountry('GBR'))).toBeNull();
    expect(requestCountry(withCountry('G'))).toBeNull();
    expect(requestCountry(withCountry('xGB'))).toBeNull();
    expect(requestCountry(withCountry(44))).toBeNull();
    expect(requestCountry(new Request('https://x.example/'))).toBeNull();
  });
});

describe('auditStatement and audit', () => {
  it('inserts every column, defaulting subject, outcome and detail', async () => {
    const { db, calls, run } = fakeDb();
    auditStatement(
      db,
      withCountry('DE'),
      {
        action: 'sign_in.success',
        actor: { kind: 'person', id: 'p1', email: 'a@b.co' },
      },
      1234,
    );
    expect(calls[0]!.sql).toBe(
      'INSERT INTO audit_log (at, action, actor_kind, actor_id, actor_email, subject, outcome, country, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)',
    );
    expect(calls[0]!.params).toEqual([
      1234,
      'sign_in.success',
      'person',
      'p1',
      'a@b.co',
      null,
      'success',
      'DE',
      null,
    ]);
    auditStatement(
      db,
      null,
      {
        action: 'sign_in.failure',
        actor: ANONYMOUS,
        subject: 'x@y.co',
        outcome: 'failure',
        detail: { method: 'passkey' },
      },
      5,
    );
    expect(calls[1]!.params).toEqual([
      5,
      'sign_in.failure',
      'anonymous',
      null,
      null,
      'x@y.co',
      'failure',
      null,
      '{"method":"passkey"}',
    ]);
    const before = Date.now();
    await audit(db, null, { action: 'sign_out', actor: SERVICE_ACTOR, detail: null });
    expect(run).toHaveBeenCalledTimes(1);
    const at = calls[2]!.params[0] as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(calls[2]!.params.slice(1)).toEqual([
      'sign_out',
      'service',
      null,
      null,
      null,
      'success',
      null,
      null,
    ]);
  });
});

describe('toAuditEntry', () => {
  it('maps a row to the API shape with an ISO time', () => {
    expect(
      toAuditEntry({
        seq: 7,
        at: Date.UTC(2026, 10, 22, 10, 0, 0),
        action: 'invite.created',
        actor_kind: 'person',
        actor_email: 'a@b.co',
        subject: 'c@d.co',
        outcome: 'success',
        country: 'GB',
        detail: '{"role":"rep"}',
      }),
    ).toEqual({
      seq: 7,
      at: '2026-11-22T10:00:00.000Z',
      action: 'invite.created',
      actorKind: 'person',
      actorEmail: 'a@b.co',
      subject: 'c@d.co',
      outcome: 'success',
      country: 'GB',
      detail: '{"role":"rep"}',
    });
  });
});

describe('auditFilter', () => {
  it('is everything with no filter', () => {
    expect(auditFilter({})).toEqual({ where: '1 = 1', params: [] });
  });

  it('numbers parameters in order and escapes LIKE wildcards', () => {
    expect(
      auditFilter({
        action: 'sign_in.failure',
        q: 'A_B%c\\D',
        since: '2026-11-01',
        until: '2026-11-02',
      }),
    ).toEqual({
      where:
        "action = ?1 AND (lower(coalesce(actor_email, '')) LIKE ?2 ESCAPE '\\' OR lower(coalesce(subject, '')) LIKE ?2 ESCAPE '\\') AND at >= ?3 AND at < ?4",
      params: ['sign_in.failure', '%a\\_b\\%c\\\\d%', Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 3)],
    });
  });

  it('takes each filter alone', () => {
    expect(auditFilter({ until: '2026-12-31' })).toEqual({
      where: 'at < ?1',
      params: [Date.UTC(2027, 0, 1)],
    });
    expect(auditFilter({ since: '2026-01-01' })).toEqual({
      where: 'at >= ?1',
      params: [Date.UTC(2026, 0, 1)],
    });
    expect(auditFilter({ q: 'ada' }).params).toEqual(['%ada%']);
    expect(auditFilter({ action: 'lead.erased' })).toEqual({
      where: 'action = ?1',
      params: ['lead.erased'],
    });
  });
});

describe('auditPage', () => {
  it('pages newest first by seq, with the cursor and limit last', async () => {
    const { db, calls } = fakeDb([{ seq: 3 }]);
    expect(await auditPage(db, { action: 'sign_out' }, 50, 10)).toEqual([{ seq: 3 }]);
    expect(calls[0]).toEqual({
      sql: 'SELECT seq, at, action, actor_kind, actor_email, subject, outcome, country, detail FROM audit_log WHERE action = ?1 AND seq < ?2 ORDER BY seq DESC LIMIT ?3',
      params: ['sign_out', 10, 50],
    });
    await auditPage(db, {}, 5);
    expect(calls[1]).toEqual({
      sql: 'SELECT seq, at, action, actor_kind, actor_email, subject, outcome, country, detail FROM audit_log WHERE 1 = 1 ORDER BY seq DESC LIMIT ?1',
      params: [5],
    });
  });
});

describe('retention', () => {
  it('deletes rows older than 730 days and a day of margin', async () => {
    expect(AUDIT_RETENTION_DAYS).toBe(730);
    const now = Date.UTC(2026, 10, 22);
    expect(auditRetentionCutoff(now)).toBe(now - 731 * DAY);
    const { db, calls } = fakeDb([], 4);
    expect(await deleteExpiredAudit(db, now)).toBe(4);
    expect(calls[0]).toEqual({
      sql: 'DELETE FROM audit_log WHERE at < ?1',
      params: [now - 731 * DAY],
    });
  });
});
