import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-key';

describe('rate-limit key', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 198.51.100.7 ', '198.51.100.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:DB8:AA:BB::ffff', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:0000:0000:0000:0001', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:aa:bb:0:0:192.0.2.1', '2001:db8:aa:bb::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it('gives every address inside one /64 the same key and the next /64 another', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(
      rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'),
    );
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
  });

  it.each([
    [null, 'unknown'],
    ['', 'unknown'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['1::2::3', '1::2::3'],
    ['1:2:3:4:5:6:7', '1:2:3:4:5:6:7'],
    ['1:2:3:4:5:6:7::8', '1:2:3:4:5:6:7::8'],
    ['gggg::1', 'gggg::1'],
    ['::ffff:300.0.0.1', '::ffff:300.0.0.1'],
  ])('keeps an unparsable value %j as it is', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
