/**
 * The pure parts of `npm run people` (scripts/people.mjs): argument parsing, validation, tokens,
 * their hashes and the SQL, kept apart from the wrangler calls so they can be tested exactly.
 *
 * The rules repeat src/shared/people.ts (Node runs this file without a TypeScript step);
 * scripts/people-core.test.ts checks that both agree.
 *
 * Every value reaches SQL through sqlValue: text is validated first (no control characters), then
 * single-quoted with inner quotes doubled; numbers must be safe integers. No other interpolation.
 */
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

export const ROLES = ['rep', 'manager', 'admin'];
export const INVITE_DAYS = 7;
export const INVITE_MS = INVITE_DAYS * 24 * 60 * 60 * 1000;
export const WELCOME_PATH = '/admin/welcome';
export const PEOPLE_PATH = '/admin/people';
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const EMAIL_MAX = 254;
export const NAME_MIN = 2;
export const NAME_MAX = 120;
export const LOCAL_ORIGIN = 'http://localhost:8787';
export const SETUP_SUBJECT = 'first admin (setup)';
export const ALREADY_HAS_ADMIN =
  'The directory already has an admin; invite people from /admin/people.';

const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** C0/C1 controls and bidirectional overrides, as in src/shared/people.ts. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const USAGE = `Usage:
  npm run people -- setup-link [--remote] [--origin URL] [--persist-to DIR]
      A one-time link for the first admin (only while the directory has no active admin).
  npm run people -- invite EMAIL --role rep|manager|admin [--name NAME] [--remote] [--origin URL] [--persist-to DIR]
      Adds the person (status invited) and prints their invitation link.
  npm run people -- list [--remote] [--persist-to DIR]
      The people in the directory.
  npm run people -- key-changed FINGERPRINT [--remote] [--persist-to DIR]
      Audits a portal key rotation (a new content key epoch or owner passphrase) once per new
      key fingerprint, 64 hex digits (npm start and npm run deploy call it).
  npm run people -- revocations [--remote] [--persist-to DIR]
      How many people were revoked and devices removed since the last portal key rotation
      (npm run deploy asks whether to rotate when there are any).

Without --remote the local D1 of \`npm start\` is used (worker/.wrangler, or --persist-to DIR).
The link's origin defaults to ${LOCAL_ORIGIN} locally; with --remote give --origin or SITE_ORIGIN.`;

// ---- Tokens ------------------------------------------------------------------------------------

/** An invitation token: 32 random bytes as unpadded base64url (43 characters). */
export function makeToken(bytes = randomBytes(32)) {
  if (bytes.length !== 32) throw new Error('A token is 32 bytes.');
  return Buffer.from(bytes).toString('base64url');
}

/** What the Worker stores and looks up: the hex SHA-256 of the token's UTF-8 text. */
export function hashToken(token) {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function inviteUrl(origin, token) {
  return `${origin}${WELCOME_PATH}#invite=${token}`;
}

// ---- Validation --------------------------------------------------------------------------------

export function normaliseEmail(value) {
  return value.trim().toLowerCase();
}

/** null when `email` (already normalised) is acceptable, else the message to show. */
export function emailProblem(email) {
  if (email.length > EMAIL_MAX) return `Email must be at most ${EMAIL_MAX} characters.`;
  if (UNSAFE_CHARACTERS.test(email)) return 'Email must not contain control characters.';
  if (!LOOSE_EMAIL.test(email)) return `"${email}" is not an email address like name@firm.com.`;
  return null;
}

/** null when `name` (already trimmed) is acceptable, else the message to show. */
export function nameProblem(name) {
  if (name.length < NAME_MIN) return `Name must be at least ${NAME_MIN} characters.`;
  if (name.length > NAME_MAX) return `Name must be at most ${NAME_MAX} characters.`;
  if (UNSAFE_CHARACTERS.test(name)) return 'Name must not contain control characters.';
  return null;
}

/** The name used when none is given: the part of the address before @ (the whole address if that is one character). */
export function defaultName(email) {
  const local = email.slice(0, email.indexOf('@'));
  return local.length >= NAME_MIN ? local.slice(0, NAME_MAX) : email.slice(0, NAME_MAX);
}

/**
 * The origin the link starts with: scheme, host and port only. A remote link must be https (the
 * session cookie is `__Host-` and Secure there). Throws with the message to show.
 */
export function parseOrigin(value, { remote }) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`"${value}" is not a URL; give the site's origin, like https://your.domain.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`"${value}" is not an http(s) origin.`);
  if (remote && url.protocol !== 'https:')
    throw new Error(`The production origin must be https (got "${value}").`);
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new Error(`"${value}" has more than an origin; give only https://your.domain.`);
  return url.origin;
}

// ---- Arguments ---------------------------------------------------------------------------------

const COMMAND_OPTIONS = {
  'setup-link': ['remote', 'origin', 'persist-to'],
  invite: ['remote', 'origin', 'persist-to', 'role', 'name'],
  list: ['remote', 'persist-to'],
  'key-changed': ['remote', 'persist-to'],
  revocations: ['remote', 'persist-to'],
};
const OPTION_TYPES = {
  remote: { type: 'boolean' },
  origin: { type: 'string' },
  'persist-to': { type: 'string' },
  role: { type: 'string' },
  name: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/**
 * Turns argv (without node and the script) and the environment into one of
 *   { help: true }
 *   { error: message, usage? } (usage: show the whole usage text, the command line itself was wrong)
 *   { command, remote, persistTo?, origin?, originMissing?, email?, name?, nameGiven?, role? }
 * originMissing: --remote without --origin or SITE_ORIGIN (setup-link only needs it when it makes a link).
 */
export function parseCommand(argv, env = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTION_TYPES, allowPositionals: true, strict: true });
  } catch (error) {
    return { error: error.message, usage: true };
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return { help: true };
  if (!command) return { error: 'Name a command: setup-link, invite or list.', usage: true };
  const allowed = COMMAND_OPTIONS[command];
  if (!allowed)
    return { error: `Unknown command "${command}"; use setup-link, invite or list.`, usage: true };
  const extra = Object.keys(values).find((key) => !allowed.includes(key));
  if (extra) return { error: `${command} does not take --${extra}.` };

  const remote = values.remote === true;
  const result = { command, remote };
  if (values['persist-to'] !== undefined) {
    if (remote)
      return { error: '--persist-to is for the local database; leave it out with --remote.' };
    if (!values['persist-to'].trim()) return { error: '--persist-to needs a directory.' };
    result.persistTo = values['persist-to'];
  }

  if (command === 'invite') {
    if (rest.length !== 1)
      return { error: 'invite takes one email address: invite EMAIL --role ROLE.' };
    const email = normaliseEmail(rest[0]);
    const emailError = emailProblem(email);
    if (emailError) return { error: emailError };
    if (values.role === undefined) return { error: 'invite needs --role rep, manager or admin.' };
    if (!ROLES.includes(values.role)) return { error: 'Role must be rep, manager or admin.' };
    const name = values.name === undefined ? defaultName(email) : values.name.trim();
    const nameError = nameProblem(name);
    if (nameError) return { error: nameError };
    Object.assign(result, { email, name, nameGiven: values.name !== undefined, role: values.role });
  } else if (command === 'key-changed') {
    if (rest.length !== 1 || !/^[0-9a-f]{64}$/.test(rest[0]))
      return { error: 'key-changed takes the key fingerprint: 64 lower-case hex characters.' };
    result.verifier = rest[0];
  } else if (rest.length > 0) {
    return { error: `${command} takes no arguments (got "${rest.join(' ')}").` };
  }

  if (command !== 'list' && command !== 'key-changed' && command !== 'revocations') {
    const given = values.origin ?? (remote ? env.SITE_ORIGIN : undefined);
    if (given !== undefined && given.trim() !== '') {
      try {
        result.origin = parseOrigin(given, { remote });
      } catch (error) {
        return { error: error.message };
      }
    } else if (remote) {
      result.originMissing = true;
    } else {
      result.origin = LOCAL_ORIGIN;
    }
  }
  return result;
}

export function originMissingMessage(command) {
  const example =
    command === 'invite' ? 'invite EMAIL --role ROLE --remote' : `${command} --remote`;
  return (
    `With --remote the link needs the site's origin: give --origin https://your.domain or set ` +
    `SITE_ORIGIN, e.g. npm run people -- ${example} --origin https://your.domain`
  );
}

// ---- SQL ---------------------------------------------------------------------------------------

/** A value as an SQL literal: NULL, a safe integer, or single-quoted text with quotes doubled. */
export function sqlValue(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not a safe integer for SQL: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('Text for SQL must not contain NUL.');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`No SQL literal for a ${typeof value}.`);
}

const ACTIVE_ADMIN = "SELECT 1 FROM people WHERE role = 'admin' AND status = 'active'";

export function activeAdminCountSql() {
  return `SELECT COUNT(*) AS admins FROM people WHERE role = 'admin' AND status = 'active'`;
}

/**
 * The setup invitation, in one wrangler call: every statement is a no-op if an active admin
 * exists by then, and the last one answers whether the invitation was stored.
 */
export function setupLinkSql({ now, inviteId, tokenHash }) {
  const v = sqlValue;
  const expires = now + INVITE_MS;
  const detail = JSON.stringify({ role: 'admin', kind: 'setup' });
  return [
    `UPDATE invites SET revoked_at = ${v(now)} WHERE kind = 'setup' AND used_at IS NULL AND revoked_at IS NULL AND NOT EXISTS (${ACTIVE_ADMIN})`,
    `INSERT INTO invites (id, token_hash, kind, person_id, role, created_by, created_at, expires_at) SELECT ${v(inviteId)}, ${v(tokenHash)}, 'setup', NULL, 'admin', 'console', ${v(now)}, ${v(expires)} WHERE NOT EXISTS (${ACTIVE_ADMIN})`,
    `INSERT INTO audit_log (at, action, actor_kind, subject, outcome, detail) SELECT ${v(now)}, 'invite.created', 'console', ${v(SETUP_SUBJECT)}, 'success', ${v(detail)} WHERE EXISTS (SELECT 1 FROM invites WHERE id = ${v(inviteId)})`,
    `SELECT (SELECT COUNT(*) FROM invites WHERE id = ${v(inviteId)}) AS created`,
  ].join(';\n');
}

/**
 * A portal key rotation (issue 24 item 6) in the audit log, once per key: the row names the key by
 * the first 12 hex digits of the verifier's SHA-256 (the verifier is a hash already; this names it
 * without copying it) and is skipped when the latest rotation row names the same key.
 */
export function keyChangedSql({ now, verifier }) {
  const v = sqlValue;
  const key = createHash('sha256').update(verifier).digest('hex').slice(0, 12);
  const detail = JSON.stringify({ key });
  return [
    `INSERT INTO audit_log (at, action, actor_kind, subject, outcome, detail) SELECT ${v(now)}, 'portal.key_rotated', 'console', 'portal password', 'success', ${v(detail)} WHERE coalesce((SELECT detail FROM audit_log WHERE action = 'portal.key_rotated' ORDER BY seq DESC LIMIT 1), '') <> ${v(detail)}`,
    `SELECT changes() AS recorded`,
  ].join(';\n');
}

/**
 * People revoked and devices removed since the latest portal key rotation in the audit log: each
 * may still hold the current content key, so `npm run deploy` offers a rotation (decision 0025).
 */
export function revocationsSinceRotationSql() {
  return `SELECT COUNT(*) AS revocations FROM audit_log WHERE action IN ('person.revoked', 'device.removed') AND seq > coalesce((SELECT max(seq) FROM audit_log WHERE action = 'portal.key_rotated'), 0)`;
}

export function findPersonSql(email) {
  return `SELECT id, role, status FROM people WHERE email = ${sqlValue(email)}`;
}

/**
 * A person's invitation, in one wrangler call: the person (new, or the invited row brought to the
 * asked role, and name if one was given), their older open links revoked, the new link and its
 * audit row. `existing` is the invited person's id, or null to insert one with `newId`.
 */
export function personInviteSql({
  now,
  existing,
  newId,
  email,
  name,
  nameGiven,
  role,
  inviteId,
  tokenHash,
}) {
  const v = sqlValue;
  const personId = existing ?? newId;
  const expires = now + INVITE_MS;
  const detail = JSON.stringify({ role });
  const person = existing
    ? `UPDATE people SET role = ${v(role)}${nameGiven ? `, name = ${v(name)}` : ''} WHERE id = ${v(existing)} AND status = 'invited'`
    : `INSERT INTO people (id, email, name, role, status, created_at) VALUES (${v(newId)}, ${v(email)}, ${v(name)}, ${v(role)}, 'invited', ${v(now)})`;
  return [
    person,
    `UPDATE invites SET revoked_at = ${v(now)} WHERE person_id = ${v(personId)} AND used_at IS NULL AND revoked_at IS NULL`,
    `INSERT INTO invites (id, token_hash, kind, person_id, role, created_by, created_at, expires_at) SELECT ${v(inviteId)}, ${v(tokenHash)}, 'person', ${v(personId)}, ${v(role)}, 'console', ${v(now)}, ${v(expires)} WHERE EXISTS (SELECT 1 FROM people WHERE id = ${v(personId)} AND status = 'invited')`,
    `INSERT INTO audit_log (at, action, actor_kind, subject, outcome, detail) SELECT ${v(now)}, 'invite.created', 'console', ${v(email)}, 'success', ${v(detail)} WHERE EXISTS (SELECT 1 FROM invites WHERE id = ${v(inviteId)})`,
    `SELECT (SELECT COUNT(*) FROM invites WHERE id = ${v(inviteId)}) AS created`,
  ].join(';\n');
}

export function listPeopleSql() {
  return 'SELECT email, name, role, status, last_seen_at FROM people ORDER BY created_at, email';
}

// ---- Output ------------------------------------------------------------------------------------

export function setupLinkMessage(origin, token) {
  return [
    '',
    `First admin: open this link once to set up your account (valid ${INVITE_DAYS} days):`,
    `  ${inviteUrl(origin, token)}`,
    'It is shown only this once (the database keeps its hash). Running setup-link again makes a new one and revokes this.',
    '',
  ].join('\n');
}

export function inviteMessage({ email, role, origin, token }) {
  return [
    '',
    `Invitation for ${email} (${role}): send them this link; it works once, for ${INVITE_DAYS} days:`,
    `  ${inviteUrl(origin, token)}`,
    'It is shown only this once. A new invitation for the same person revokes this one.',
    '',
  ].join('\n');
}

/** "2026-07-01 09:30 UTC", or "never". */
export function formatSeen(ms) {
  if (ms === null || ms === undefined) return 'never';
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A plain-text table of people rows (email, name, role, status, last_seen_at). */
export function formatPeopleTable(rows) {
  if (rows.length === 0) return 'No people in the directory yet.';
  const header = ['email', 'name', 'role', 'status', 'last seen'];
  const lines = rows.map((row) => [
    row.email,
    row.name,
    row.role,
    row.status,
    formatSeen(row.last_seen_at),
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => line[i].length)),
  );
  const render = (line) =>
    line.map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]))).join('  ');
  return [render(header), render(widths.map((w) => '-'.repeat(w))), ...lines.map(render)].join(
    '\n',
  );
}
