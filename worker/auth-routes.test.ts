import { describe, expect, it } from 'vitest';
import { selfEnrolAllowed } from './auth-routes';

describe('selfEnrolAllowed (Cloudflare Access self-enrolment)', () => {
  it('lets in only whole addresses at the configured domain, any case and spacing of the setting', () => {
    const env = { ACCESS_SELF_ENROL_DOMAIN: ' Firm.Example ' };
    expect(selfEnrolAllowed(env, 'ada@firm.example')).toBe(true);
    expect(selfEnrolAllowed(env, 'ada@sub.firm.example')).toBe(false);
    expect(selfEnrolAllowed(env, 'ada@evilfirm.example')).toBe(false);
    expect(selfEnrolAllowed(env, 'ada@firm.example.evil')).toBe(false);
  });

  it('lets nobody in when the setting is missing or blank', () => {
    expect(selfEnrolAllowed({}, 'ada@firm.example')).toBe(false);
    expect(selfEnrolAllowed({ ACCESS_SELF_ENROL_DOMAIN: '  ' }, 'ada@firm.example')).toBe(false);
  });
});
