/**
 * First-touch attribution (docs/decisions/0009): the first page view that carries campaign
 * information (utm_* parameters or another site's referrer) is kept in the Dexie `flags` table for
 * 90 days, and the gate sends it with the lead. Later touches never replace it while it lasts;
 * direct views record nothing.
 */
import type { MsdDatabase } from '@/lib/db';
import { getDatabase } from '@/lib/db';
import {
  ATTRIBUTION_LIMITS,
  attributionSchema,
  FORBIDDEN_CONTROL,
  type Attribution,
} from '@/shared/lead';
import { FLAG_KEYS } from '@/shared/storage-keys';
import { checked } from '@/shared/checked';
import { externalReferrerHost, hasCampaignSignal } from './campaign-signal';

export const FIRST_TOUCH_DAYS = 90;
export const FIRST_TOUCH_TTL_MS = FIRST_TOUCH_DAYS * 24 * 60 * 60 * 1000;

/** What a page view offers: the document's URL parts and referrer. */
export interface PageView {
  search: string;
  referrer: string;
  host: string;
  pathname: string;
}

const CONTROLS = new RegExp(FORBIDDEN_CONTROL.source, 'g');

/** A utm value as the server accepts it: no control characters, trimmed, at most 200 characters. */
function cleanUtm(value: string | null): string | undefined {
  const cleaned = value?.replace(CONTROLS, '').trim().slice(0, ATTRIBUTION_LIMITS.utm).trim();
  return cleaned || undefined;
}

/** The touch a page view makes, or null for a direct view (no campaign information). */
export function touchOf(view: PageView, now: number): Attribution | null {
  if (!hasCampaignSignal(view.search, view.referrer, view.host)) return null;
  const params = new URLSearchParams(view.search);
  const candidate: Record<string, string | undefined> = {
    utmSource: cleanUtm(params.get('utm_source')),
    utmMedium: cleanUtm(params.get('utm_medium')),
    utmCampaign: cleanUtm(params.get('utm_campaign')),
    utmTerm: cleanUtm(params.get('utm_term')),
    utmContent: cleanUtm(params.get('utm_content')),
    referrerHost: externalReferrerHost(view.referrer, view.host),
    // The path only: a query string can carry personal data (an email in a mailing link).
    landingPath: view.pathname.slice(0, ATTRIBUTION_LIMITS.landingPath) || '/',
    firstSeenAt: new Date(now).toISOString(),
  };
  for (const key of Object.keys(candidate)) if (candidate[key] === undefined) delete candidate[key];
  // Drop a field the server would refuse (an IP-literal referrer, say) rather than lose the lead to a 422.
  const first = checked(attributionSchema, candidate);
  if (first.ok) return first.value;
  for (const field of first.fields) delete candidate[field];
  const second = checked(attributionSchema, candidate);
  return second.ok ? second.value : null;
}

/** The stored first touch while it lasts, else undefined. */
export async function readFirstTouch(
  db: MsdDatabase,
  now = Date.now(),
): Promise<Attribution | undefined> {
  const record = await db.flags.get(FLAG_KEYS.firstTouch);
  if (!record || record.expiresAt === undefined || now >= record.expiresAt) return undefined;
  const parsed = checked(attributionSchema, record.value);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * Records this view's touch unless a first touch is already stored and not yet 90 days old; an
 * expired one is deleted. Resolves to the touch that now counts (undefined when there is none).
 */
export async function recordFirstTouch(
  db: MsdDatabase,
  view: PageView | undefined,
  now = Date.now(),
): Promise<Attribution | undefined> {
  const touch = view ? touchOf(view, now) : null;
  return db.transaction('rw', db.flags, async () => {
    const stored = await readFirstTouch(db, now);
    if (stored) return stored;
    if (!touch) {
      await db.flags.delete(FLAG_KEYS.firstTouch);
      return undefined;
    }
    await db.flags.put({
      key: FLAG_KEYS.firstTouch,
      value: touch,
      updatedAt: now,
      expiresAt: now + FIRST_TOUCH_TTL_MS,
    });
    return touch;
  });
}

/** This document's page view at `href` (default: its URL now) with its referrer; undefined outside a page. */
export function currentPageView(href?: string): PageView | undefined {
  if (typeof location === 'undefined' || typeof document === 'undefined') return undefined;
  const url = new URL(href ?? location.href);
  return {
    search: url.search,
    referrer: document.referrer,
    host: url.host,
    pathname: url.pathname,
  };
}

/** Called once per document load, when the page is idle, with the URL the document loaded at. */
export async function recordFirstTouchOfPage(landingHref: string): Promise<void> {
  await recordFirstTouch(getDatabase(), currentPageView(landingHref));
}
