import { describe, expect, it } from 'vitest';
import { clientKey, rateLimitKey } from './client-key';

describe('rateLimitKey', () => {
  it('keys an unknown client together', () => {
    expect([rateLimitKey(null), rateLimitKey('')]).toEqual(['unknown', 'unknown']);
  });

  it('keys an IPv4 client by its address, trimmed', () => {
    expect([rateLimitKey('203.0.113.7'), rateLimitKey(' 203.0.113.7 ')]).toEqual([
      '203.0.113.7',
      '203.0.113.7',
    ]);
  });

  it('keys every address of one IPv6 /64 together, however it is written', () => {
    expect(
      [
        '2001:db8:85a3:1:aaaa:bbbb:cccc:dddd',
        '2001:0DB8:85A3:0001:0:0:0:1',
        '2001:db8:85a3:1::1',
        '2001:db8:85a3:1::',
        ' 2001:db8:85a3:1::ffff%eth0 ',
        '2001:db8:85a3:1:0:0:192.0.2.1',
      ].map(rateLimitKey),
    ).toEqual(Array(6).fill('2001:db8:85a3:1::/64'));
  });

  it('reads a :: that stands for a single zero group', () => {
    expect(rateLimitKey('2001:db8:85a3:1:2:3::4')).toBe('2001:db8:85a3:1::/64');
  });

  it('keeps neighbouring /64s apart and writes leading zero groups as 0', () => {
    expect([
      rateLimitKey('2001:db8:85a3:2::1'),
      rateLimitKey('::1'),
      rateLimitKey('::'),
      rateLimitKey('fe80::1%2'),
    ]).toEqual(['2001:db8:85a3:2::/64', '0:0:0:0::/64', '0:0:0:0::/64', 'fe80:0:0:0::/64']);
  });

  it('keys an IPv4-mapped address as that IPv4 client', () => {
    expect([
      rateLimitKey('::ffff:192.0.2.1'),
      rateLimitKey('::FFFF:c000:0201'),
      rateLimitKey('0:0:0:0:0:ffff:255.254.0.9'),
      rateLimitKey('::ffff:198.51.100.254'),
    ]).toEqual(['192.0.2.1', '192.0.2.1', '255.254.0.9', '198.51.100.254']);
  });

  it('does not take a mapped-looking address outside ::ffff:0:0/96 for IPv4', () => {
    expect([
      rateLimitKey('::fffe:192.0.2.1'),
      rateLimitKey('1::ffff:192.0.2.1'),
      rateLimitKey('::1:ffff:192.0.2.1'),
    ]).toEqual(['0:0:0:0::/64', '1:0:0:0::/64', '0:0:0:0::/64']);
  });

  it.each([
    '2001:db8::1::2',
    '1:2:3:4:5:6:7::8',
    '2001:db8:1:2:3:4:5',
    '2001:db8:1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    '2001:db8:g::1',
    '2001:db8:12345::1',
    '2001:db8::1:',
    ':2001:db8::1',
    '1:2:3:4:5:6:7:8::9::a',
    '::ffff:256.0.0.1',
    '::ffff:1.256.0.1',
    '::ffff:1.2.3.256',
    '::ffff:1.2.3.1000',
    'not:an:address',
  ])('keys text it cannot read as IPv6 (%j) by the text itself', (address) => {
    expect(rateLimitKey(address)).toBe(address);
  });
});

describe('clientKey', () => {
  it('keys a request by the address Cloudflare reports, an IPv6 client by its /64', () => {
    const request = (address?: string) =>
      new Request(
        'https://msd.test/api/portal/events',
        address ? { headers: { 'CF-Connecting-IP': address } } : {},
      );
    expect([
      clientKey(request('203.0.113.7')),
      clientKey(request('2001:db8:85a3:1:2:3::4')),
      clientKey(request()),
    ]).toEqual(['203.0.113.7', '2001:db8:85a3:1::/64', 'unknown']);
  });
});
