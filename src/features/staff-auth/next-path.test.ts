import { describe, expect, it } from 'vitest';
import { safeNextPath, signInHref } from './next-path';

const ORIGIN = 'https://msd.example';

describe('safeNextPath', () => {
  it('follows staff paths on this site, with their query and fragment', () => {
    expect(safeNextPath('/admin/leads?status=new#top', ORIGIN)).toBe('/admin/leads?status=new#top');
    expect(safeNextPath('/internal/team', ORIGIN)).toBe('/internal/team');
    expect(safeNextPath('/employee-onboarding', ORIGIN)).toBe('/employee-onboarding');
    expect(safeNextPath('/admin/people', ORIGIN)).toBe('/admin/people');
  });

  it('falls back to the account page for anything else', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'admin/leads',
      '//evil.example/admin/leads',
      '/\\evil.example',
      'https://evil.example/admin/leads',
      'javascript:alert(1)',
      '/',
      '/about',
      '/administrator',
      '/employee-onboarding-fake',
      '/internal',
      '/admin/sign-in?next=/admin/leads',
      '/admin/welcome',
    ])
      expect(safeNextPath(raw, ORIGIN), String(raw)).toBe('/admin/account');
  });

  it('normalises dot segments before checking the folder', () => {
    expect(safeNextPath('/admin/../about', ORIGIN)).toBe('/admin/account');
    expect(safeNextPath('/internal/msd/../portal', ORIGIN)).toBe('/internal/portal');
  });
});

describe('signInHref', () => {
  it('carries the page the person was on, encoded', () => {
    expect(signInHref('/admin/sign-in', '/admin/leads?status=new')).toBe(
      '/admin/sign-in?next=%2Fadmin%2Fleads%3Fstatus%3Dnew',
    );
  });
});
