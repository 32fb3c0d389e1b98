-- Publishing without a deploy (issue 26, decision 0026): the library studio's documents, their
-- versions, the uploads their files arrive by, and the key ring that re-seals entries after a
-- content key rotation. What is here in clear: ids, versions, states, dates, who did what, and the
-- ciphertext's size and sha-256. Titles, fields and file keys are inside the sealed entries (AES-GCM
-- under the content key K of `epoch`); the files are ciphertext in R2 (binding LIBRARY).
-- Times are epoch milliseconds; expiry dates are UTC calendar days (YYYY-MM-DD).
CREATE TABLE library_documents (
  -- 's-' + 16 hex for the studio's own documents; a built-in document's library path otherwise.
  doc_id TEXT PRIMARY KEY NOT NULL,
  origin TEXT NOT NULL CHECK (origin IN ('studio', 'built-in')),
  state TEXT NOT NULL CHECK (state IN ('draft', 'published', 'retired')),
  -- The version reps see (null: never published).
  published_version INTEGER,
  -- 0 only for a built-in document retired before the studio gave it a version of its own.
  latest_version INTEGER NOT NULL CHECK (latest_version >= 0),
  -- Reps see it through this day (UTC) and not after; null: no expiry.
  expires_at TEXT CHECK (
    expires_at IS NULL OR expires_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
  ),
  -- 1 once the daily Cron wrote the library.expired audit row for the current expires_at.
  expired_logged INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  created_by TEXT,
  first_published_at INTEGER,
  -- The last change reps can see (publish, restore, reinstate); changed_at is any change.
  feed_changed_at INTEGER,
  changed_at INTEGER NOT NULL
);
CREATE INDEX library_documents_state ON library_documents (state, published_version);
CREATE INDEX library_documents_expiry ON library_documents (expired_logged, expires_at);

CREATE TABLE library_versions (
  doc_id TEXT NOT NULL REFERENCES library_documents (doc_id),
  version INTEGER NOT NULL CHECK (version >= 1),
  -- The entry, sealed under K(epoch) with additional data entryAad(doc_id, version).
  epoch INTEGER NOT NULL,
  entry_iv TEXT NOT NULL,
  entry_data TEXT NOT NULL,
  -- The upload this version consumed for its file and for its Markdown view (null: it kept the
  -- previous version's, or has none). Unique: an upload is published once.
  upload_id TEXT UNIQUE,
  view_upload_id TEXT UNIQUE,
  -- The file's ciphertext in R2 (files/<object_key>) with its size and sha-256; null: no file of
  -- its own (a built-in document whose file is the build's).
  object_key TEXT,
  cipher_size INTEGER,
  cipher_sha256 TEXT,
  view_object_key TEXT,
  view_size INTEGER,
  view_sha256 TEXT,
  created_at INTEGER NOT NULL,
  -- The person's id (the studio shows their email).
  created_by TEXT,
  PRIMARY KEY (doc_id, version)
);
CREATE INDEX library_versions_epoch ON library_versions (epoch);

-- Multipart uploads of a file's ciphertext into R2 under files/<upload_id> (upload_id: 32 random
-- hex digits, also the public file name). Open while parts arrive; complete once assembled and
-- checked; consumed once a version names it. The secret (the file's key, sealed under K(epoch)
-- with uploadAad(cipher_sha256)) lets the same person resume after a reload.
CREATE TABLE library_uploads (
  upload_id TEXT PRIMARY KEY NOT NULL,
  r2_upload_id TEXT NOT NULL,
  person_id TEXT NOT NULL,
  cipher_size INTEGER NOT NULL,
  cipher_sha256 TEXT NOT NULL,
  secret_epoch INTEGER NOT NULL,
  secret_iv TEXT NOT NULL,
  secret_data TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'complete', 'consumed')),
  started_at INTEGER NOT NULL,
  completed_at INTEGER
);
CREATE INDEX library_uploads_person ON library_uploads (person_id, state);
CREATE INDEX library_uploads_state ON library_uploads (state, started_at);

CREATE TABLE library_upload_parts (
  upload_id TEXT NOT NULL REFERENCES library_uploads (upload_id) ON DELETE CASCADE,
  part INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part)
);

-- Each epoch's content key the Worker has run with, wrapped (AES-GCM) under a key derived by HKDF
-- from the sync secret S, so entries sealed under an older K can be re-sealed under the current one.
CREATE TABLE library_content_keys (
  epoch INTEGER PRIMARY KEY NOT NULL,
  iv TEXT NOT NULL,
  wrapped TEXT NOT NULL,
  recorded_at INTEGER NOT NULL
);

-- A version's uploads must be complete and not yet used, checked inside the same transaction that
-- marks them consumed: two studios racing for one upload cannot both publish it.
CREATE TRIGGER library_versions_upload_ready BEFORE INSERT ON library_versions
  WHEN (
    NEW.upload_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM library_uploads WHERE upload_id = NEW.upload_id AND state = 'complete'
    )
  ) OR (
    NEW.view_upload_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM library_uploads WHERE upload_id = NEW.view_upload_id AND state = 'complete'
    )
  )
BEGIN
  SELECT RAISE(ABORT, 'library_upload_not_ready');
END;
-- Versions come in order: each is the document's latest + 1 (a stale editor cannot overwrite).
CREATE TRIGGER library_versions_in_order BEFORE INSERT ON library_versions
  WHEN NEW.version IS NOT (
    SELECT latest_version + 1 FROM library_documents WHERE doc_id = NEW.doc_id
  )
BEGIN
  SELECT RAISE(ABORT, 'library_version_conflict');
END;
