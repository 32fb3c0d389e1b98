import { describe, expect, it } from 'vitest';
import { clientKey } from '../../worker/client-key';

const from = (ip?: string) =>
  clientKey(
    new Request('http://x/', { headers: ip === undefined ? {} : { 'CF-Connecting-IP': ip } }),
  );

describe('clientKey', () => {
  it('keys IPv4 by the address', () => {
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from(' 203.0.113.8 ')).toBe('203.0.113.8');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    expect(from('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(from('2001:DB8:AA:BB:ffff::1')).toBe('2001:db8:aa:bb::/64');
    expect(from('2001:0db8:00aa:00bb::')).toBe('2001:db8:aa:bb::/64');
    expect(from('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(from('::1')).toBe('0:0:0:0::/64');
    expect(from('2001:db8:aa:bc::1')).not.toBe(from('2001:db8:aa:bb::1'));
  });

  it('falls back to the raw text for what is not an address, and to "unknown" when absent', () => {
    expect(from('a::b::c')).toBe('a::b::c');
    expect(from()).toBe('unknown');
  });
});
