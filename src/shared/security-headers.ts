/**
 * Response headers every response carries: the Worker adds them to what it builds (API, shell),
 * and the build writes them into dist/_headers for static assets.
 */
export interface SecurityHeaderOptions {
  /** Extra origins allowed to run scripts and receive beacons (the analytics provider). */
  analyticsOrigin?: string;
}

export function contentSecurityPolicy({ analyticsOrigin }: SecurityHeaderOptions = {}): string {
  const extra = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // React sets a few style attributes (state colours); no inline scripts are ever allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing here is meant to be embedded by another site (the og:image is read by crawlers,
    // which do not apply it).
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Cache rules by path: hashed files forever, the service worker and vault header never stale. */
export const CACHE_RULES: Array<{ pattern: string; cacheControl: string }> = [
  { pattern: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' },
  { pattern: '/vault/files/*', cacheControl: 'public, max-age=31536000, immutable' },
  { pattern: '/sw.js', cacheControl: 'no-cache' },
  { pattern: '/vault/header.json', cacheControl: 'no-cache' },
  { pattern: '/vault/vault.bin', cacheControl: 'no-cache' },
  { pattern: '/manifest.webmanifest', cacheControl: 'public, max-age=3600' },
];

/** Staff documents and 404s: kept out of search results even when a crawler ignores robots.txt. */
export const NOINDEX = 'noindex, nofollow';

/** The _headers patterns of the staff documents ('/internal/' covers everything under it). */
export function staffHeaderPatterns(prefixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) =>
    prefix.endsWith('/') ? [`${prefix}*`] : [prefix, `${prefix}.html`],
  );
}

/** The dist/_headers file for Workers static assets. */
export function headersFile(
  options: SecurityHeaderOptions = {},
  staffPrefixes: readonly string[] = [],
): string {
  const lines = [
    '/*',
    ...Object.entries(securityHeaders(options)).map(([name, value]) => `  ${name}: ${value}`),
  ];
  for (const rule of CACHE_RULES) lines.push(rule.pattern, `  Cache-Control: ${rule.cacheControl}`);
  for (const pattern of staffHeaderPatterns(staffPrefixes))
    lines.push(pattern, `  X-Robots-Tag: ${NOINDEX}`);
  return lines.join('\n') + '\n';
}
