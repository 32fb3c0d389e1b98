-- People, roles, sessions and the audit log (issue 24, decision 0024). Times are epoch
-- milliseconds. Tokens (invitations, sessions) are stored only as their SHA-256 in hex.

CREATE TABLE people (
  id TEXT PRIMARY KEY NOT NULL,
  -- Trimmed, lower case: one person whatever the capitals typed.
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('rep', 'manager', 'admin')),
  status TEXT NOT NULL CHECK (status IN ('invited', 'active', 'revoked')),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER,
  -- 'pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>', or NULL (passkeys only).
  passphrase_hash TEXT
);
CREATE INDEX people_role_status ON people (role, status);

-- A setup invitation (the first admin) has no person yet: the owner gives email and name.
CREATE TABLE invites (
  id TEXT PRIMARY KEY NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('person', 'setup')),
  person_id TEXT REFERENCES people (id),
  role TEXT NOT NULL CHECK (role IN ('rep', 'manager', 'admin')),
  created_by TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX invites_person ON invites (person_id, created_at DESC);

CREATE TABLE passkeys (
  -- The credential id, base64url.
  id TEXT PRIMARY KEY NOT NULL,
  person_id TEXT NOT NULL REFERENCES people (id),
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT,
  name TEXT NOT NULL DEFAULT '',
  backed_up INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_person ON passkeys (person_id);

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY NOT NULL,
  person_id TEXT NOT NULL REFERENCES people (id),
  csrf_token TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('passkey', 'passphrase', 'access')),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_person ON sessions (person_id);

-- WebAuthn challenges, each used once (deleted as it is read) and valid 5 minutes.
CREATE TABLE auth_challenges (
  id TEXT PRIMARY KEY NOT NULL,
  challenge TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  person_id TEXT,
  invite_id TEXT,
  -- A setup invitation's chosen email and name, JSON, until the passkey is verified.
  pending TEXT,
  expires_at INTEGER NOT NULL
);

-- Failure counters: 'passphrase:<email>' and 'service:<client>'.
CREATE TABLE auth_throttle (
  key TEXT PRIMARY KEY NOT NULL,
  failures INTEGER NOT NULL,
  locked_until INTEGER
);

CREATE TABLE audit_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  action TEXT NOT NULL,
  actor_kind TEXT NOT NULL CHECK (actor_kind IN ('person', 'service', 'console', 'anonymous')),
  actor_id TEXT,
  actor_email TEXT,
  subject TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure')),
  -- The country Cloudflare supplies; never the IP.
  country TEXT,
  detail TEXT
);
CREATE INDEX audit_log_action ON audit_log (action, seq DESC);
CREATE INDEX audit_log_at ON audit_log (at);

-- Append-only: no route, and no bug in one, can change the record. Only rows past the two-year
-- retention can be deleted (the daily Cron does).
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_early_delete BEFORE DELETE ON audit_log
  WHEN old.at > (CAST(strftime('%s', 'now') AS INTEGER) - 730 * 86400) * 1000
BEGIN
  SELECT RAISE(ABORT, 'audit_log rows are kept for two years');
END;

-- Team sync: who the Worker knows sent an event. person_id is set from a session, never from a
-- body; NULL means the shared device credential sent it (shown as unverified).
ALTER TABLE portal_events ADD COLUMN person_id TEXT;
