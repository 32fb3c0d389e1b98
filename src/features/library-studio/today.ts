/** Today as YYYY-MM-DD (UTC, as the Worker compares expiry dates). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);
