/**
 * The rate-limit key for a client address. An IPv6 client usually holds a whole /64 and can
 * rotate through it freely, so its key is that prefix; an IPv4 address is its own key. Pure.
 */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two hex groups.
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const octets = v4.slice(2).map(Number);
    if (octets.some((o) => o > 255)) return null;
    text = `${v4[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

export function rateLimitKey(address: string | null): string {
  if (!address) return 'unknown';
  const trimmed = address.trim();
  if (!trimmed.includes(':')) return trimmed;
  const groups = expandIpv6(trimmed);
  if (!groups) return trimmed;
  // An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The rate-limit key of a request, from the client address Cloudflare reports. */
export function clientKey(request: Request): string {
  return rateLimitKey(request.headers.get('CF-Connecting-IP'));
}
