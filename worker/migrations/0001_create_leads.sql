-- Leads from the Data In Action access form. `id` is the client-generated UUID that doubles as
-- the idempotency key, so a replayed submission can never create a second row.
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  company TEXT NOT NULL,
  email TEXT NOT NULL,
  source TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  received_at TEXT NOT NULL,
  country TEXT,
  body_hash TEXT NOT NULL
);

-- The export reads newest first and filters by `since`.
CREATE INDEX IF NOT EXISTS leads_received_at ON leads (received_at DESC, id);
