-- Client error reports (issue 28 item 5): uncaught errors and unhandled rejections from browsers,
-- aggregated by fingerprint (a SHA-256 of kind, scrubbed message, stack, route and build), so a
-- thousand visitors hitting one bug make one row with a count. No personal data: the browser and
-- the Worker both scrub messages (src/shared/client-errors.ts), and no address or agent is stored.
-- Times are epoch milliseconds; the daily Cron deletes rows not seen for CLIENT_ERROR_RETENTION_DAYS.
CREATE TABLE IF NOT EXISTS client_errors (
  fingerprint TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  -- Frames joined by newlines ('' when the error had none of our origin).
  stack TEXT NOT NULL,
  route TEXT NOT NULL,
  build TEXT NOT NULL,
  count INTEGER NOT NULL,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL
);

-- The admin list (newest first) and the retention's range delete.
CREATE INDEX IF NOT EXISTS client_errors_last_seen ON client_errors (last_seen);
