/**
 * The admin token lives in sessionStorage only: it is gone when the tab closes, never written to
 * IndexedDB, localStorage or the service worker's caches, and Sign out removes it at once.
 */
const TOKEN_KEY = 'msd_admin_token';

export function readAdminToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage blocked: nothing was stored */
  }
}
