/**
 * Whether a page view carries campaign information: a utm_* parameter with a value, or a referrer
 * from another host (docs/decisions/0009). boot.tsx applies a coarser test inline (any "utm_" in
 * the query, any other host in the referrer) before it loads the recorder, which applies this one.
 */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export function hasCampaignSignal(search: string, referrer: string, host: string): boolean {
  const params = new URLSearchParams(search);
  if (UTM_PARAMS.some((name) => params.get(name)?.trim())) return true;
  return externalReferrerHost(referrer, host) !== undefined;
}

/** The referrer's host name when it is another site's (http or https), else undefined. */
export function externalReferrerHost(referrer: string, host: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.host === host ? undefined : url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
