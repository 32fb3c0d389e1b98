/**
 * Sends one hit: only what was shown (a page or the gate) and its path, no query string. Loaded by
 * count-hit.ts after the load event; sendBeacon queues it without holding the page (and survives a
 * navigation away), a keepalive fetch where sendBeacon refuses.
 */
import { INSIGHTS_API } from '@/shared/insights-api';
import type { HitKind } from './count-hit';

export function sendHit(kind: HitKind, path: string): void {
  const body = JSON.stringify({ kind, path: path.replace(/[?#].*$/s, '').slice(0, 512) || '/' });
  try {
    if (navigator.sendBeacon?.(INSIGHTS_API.hit, body)) return;
  } catch {
    // Refused synchronously (a policy, a full queue): fall through to fetch.
  }
  void fetch(INSIGHTS_API.hit, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
