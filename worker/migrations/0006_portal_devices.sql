-- Per-person offline keys (issue 25, decision 0025): the devices each person enrolled. A device
-- holds an ECDH P-256 key pair; the Worker keeps its public key and seals the portal's content key
-- for it, and knows the device afterwards by its check-in token, stored only as its SHA-256 (hex).
-- Times are epoch milliseconds.
CREATE TABLE portal_devices (
  -- Made by the Worker (a UUID), never by the client.
  id TEXT PRIMARY KEY NOT NULL,
  person_id TEXT NOT NULL REFERENCES people (id),
  label TEXT NOT NULL,
  -- What unwraps the device's private key on the device: a passkey's PRF output or the passphrase.
  method TEXT NOT NULL CHECK (method IN ('passkey', 'passphrase')),
  -- The device's public key as JWK JSON ({ kty, crv, x, y }).
  public_key TEXT NOT NULL,
  check_in_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  -- The content key epoch last sealed for this device.
  epoch INTEGER NOT NULL,
  -- Removed by the person, or by an admin (removed_by is the remover's person id).
  removed_at INTEGER,
  removed_by TEXT,
  -- When the Worker first told this device to forget its keys (removed, or its person revoked);
  -- the audit log records one device.wiped per such time. A later successful check-in clears it.
  wiped_at INTEGER
);
CREATE INDEX portal_devices_person ON portal_devices (person_id, created_at DESC);
