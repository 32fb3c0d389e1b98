-- Team sync (issue 15, decision 0012): what reps do in the portal, as facts that are never updated.
-- `id` is the client-made UUID (lower case), so a replayed batch can never store an event twice.
-- Times are epoch milliseconds: occurred_at from the device's clock, received_at from the Worker's.
CREATE TABLE IF NOT EXISTS portal_events (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL,
  rep_email TEXT NOT NULL,
  rep_name TEXT NOT NULL,
  device_id TEXT NOT NULL,
  occurred_at INTEGER NOT NULL,
  received_at INTEGER NOT NULL,
  module_id TEXT,
  lesson_id TEXT,
  score INTEGER,
  attempts INTEGER,
  document_id TEXT,
  origin TEXT,
  query TEXT
);

-- A rep's progress and last activity; rep_name makes "latest name per rep" an index-only scan.
CREATE INDEX IF NOT EXISTS portal_events_rep_time ON portal_events (rep_email, occurred_at, rep_name);
-- Per-kind time ranges (resets, windows, retention).
CREATE INDEX IF NOT EXISTS portal_events_kind_time ON portal_events (kind, occurred_at);
-- The dashboard's aggregates read only this index (no table lookups): document use grouped by
-- (kind, document) in index order, searches by query, lessons by (rep, lesson). At 100,000 events
-- this takes each query from hundreds of milliseconds to about ten (decision 0012).
CREATE INDEX IF NOT EXISTS portal_events_kind_subject
  ON portal_events (kind, document_id, query, rep_email, lesson_id, module_id, occurred_at);
