/** The rate-limit key of a request: its client address, an IPv6 client by its /64 (one allocation holds many addresses). */
function ipv6Prefix64(ip: string): string | undefined {
  const halves = ip.split('::');
  if (halves.length > 2) return undefined;
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const groups = halves.length === 2 ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  const prefix = groups.slice(0, 4);
  if (prefix.length < 4 || !prefix.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return `${prefix.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

export function clientKey(request: Request): string {
  const ip = (request.headers.get('CF-Connecting-IP') ?? '').trim().toLowerCase();
  if (!ip) return 'unknown';
  return ip.includes(':') ? (ipv6Prefix64(ip) ?? ip) : ip;
}
