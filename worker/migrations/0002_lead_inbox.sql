-- Lead inbox (issue 19): a status workflow, notification delivery state and first-touch
-- attribution per lead, plus the indexes the inbox's keyset pages, search and erasure use.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'disqualified'));
ALTER TABLE leads ADD COLUMN status_note TEXT;
ALTER TABLE leads ADD COLUMN status_changed_at TEXT;

-- Leads stored before notification existed were never sent anywhere: "not configured" says so.
-- New rows are inserted as 'pending' and the queue consumer moves them on.
ALTER TABLE leads ADD COLUMN delivery_state TEXT NOT NULL DEFAULT 'not_configured'
  CHECK (delivery_state IN ('pending', 'delivered', 'retrying', 'failed', 'not_configured'));
ALTER TABLE leads ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN delivery_error TEXT;
ALTER TABLE leads ADD COLUMN delivered_at TEXT;

ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN referrer_host TEXT;
ALTER TABLE leads ADD COLUMN landing_path TEXT;
ALTER TABLE leads ADD COLUMN first_seen_at TEXT;

-- Pages walk (received_at, id) downwards; the old index sorted id ascending within a time.
DROP INDEX IF EXISTS leads_received_at;
CREATE INDEX leads_received_at_id ON leads (received_at DESC, id DESC);
-- Erasure, grouping and the submissions count match an address case-insensitively.
CREATE INDEX leads_email ON leads (email COLLATE NOCASE);
CREATE INDEX leads_status ON leads (status, received_at DESC, id DESC);

-- Ids are compared in lower case from now on; bring older upper-case ids in line where that
-- creates no clash (a pair stored twice before the fix stays two rows, both visible).
UPDATE leads SET id = lower(id) WHERE id <> lower(id) AND lower(id) NOT IN (SELECT id FROM leads);
