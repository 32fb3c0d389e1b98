import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatContentKeySecret, newOwnerSecrets } from '../src/shared/device-keys';
import { contentKeys, offlineGraceDays, toDevice } from './portal-devices';

describe('offlineGraceDays (PORTAL_OFFLINE_GRACE_DAYS)', () => {
  it('takes whole days, clamped to 1..365', () => {
    const days = (value?: string) => offlineGraceDays({ PORTAL_OFFLINE_GRACE_DAYS: value });
    expect(days('3')).toBe(3);
    expect(days(' 30 ')).toBe(30);
    expect(days('1')).toBe(1);
    expect(days('365')).toBe(365);
    expect(days('0')).toBe(1);
    expect(days('-5')).toBe(1);
    expect(days('366')).toBe(365);
    expect(days('9'.repeat(400))).toBe(365);
  });

  it('falls back to 14 days when unset or not a whole number', () => {
    const days = (value?: string) => offlineGraceDays({ PORTAL_OFFLINE_GRACE_DAYS: value });
    for (const value of [undefined, '', '  ', 'abc', '2.5', '1e3', '14d', '0x10', '+3'])
      expect(days(value)).toBe(14);
  });
});

describe('contentKeys (PORTAL_CONTENT_KEY)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the secret's epoch, content key and sync secret", () => {
    const secrets = newOwnerSecrets();
    const found = contentKeys({ PORTAL_CONTENT_KEY: `${formatContentKeySecret(7, secrets)}\n` });
    expect(found).toEqual({
      ok: true,
      keys: { epoch: 7, contentKey: secrets.contentKey, syncSecret: secrets.syncSecret },
    });
  });

  it('answers 503 keys_unavailable when it is missing or malformed, and logs only a malformed one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = contentKeys({});
    expect(error).not.toHaveBeenCalled();
    const malformed = contentKeys({ PORTAL_CONTENT_KEY: 'v1.0.short.short' });
    expect(error).toHaveBeenCalledWith(
      JSON.stringify({
        level: 'error',
        msg: 'PORTAL_CONTENT_KEY is set but is not v1.<epoch>.<key>.<secret>',
      }),
    );
    for (const found of [missing, malformed]) {
      expect(found.ok).toBe(false);
      if (found.ok) continue;
      expect(found.response.status).toBe(503);
      expect(found.response.headers.get('Retry-After')).toBe('300');
      expect(await found.response.json()).toEqual({
        ok: false,
        error: {
          code: 'keys_unavailable',
          message:
            'Offline keys are not set up on this server yet: the operator must set the PORTAL_CONTENT_KEY secret (npm run deploy does). Try again later.',
        },
      });
    }
  });
});

describe('toDevice', () => {
  it('gives ISO times and a null removal for an active device', () => {
    const row = {
      id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
      person_id: 'p',
      label: 'Phone',
      method: 'passkey' as const,
      public_key: '{}',
      check_in_hash: '00',
      created_at: Date.UTC(2026, 0, 2),
      last_seen_at: Date.UTC(2026, 0, 3),
      epoch: 1,
      removed_at: null,
      removed_by: null,
      wiped_at: null,
    };
    expect(toDevice(row)).toEqual({
      id: row.id,
      label: 'Phone',
      method: 'passkey',
      createdAt: '2026-01-02T00:00:00.000Z',
      lastSeenAt: '2026-01-03T00:00:00.000Z',
      removedAt: null,
    });
    expect(toDevice({ ...row, removed_at: Date.UTC(2026, 0, 4) }).removedAt).toBe(
      '2026-01-04T00:00:00.000Z',
    );
  });
});
