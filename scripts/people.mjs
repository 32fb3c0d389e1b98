#!/usr/bin/env node
/**
 * The people directory from the console, straight into D1 through wrangler (no Worker needed):
 *   npm run people -- setup-link [--remote] [--origin URL] [--persist-to DIR]
 *   npm run people -- invite EMAIL --role rep|manager|admin [--name NAME] [--remote] [--origin URL] [--persist-to DIR]
 *   npm run people -- list [--remote] [--persist-to DIR]
 *   npm run people -- key-changed FINGERPRINT [--remote] [--persist-to DIR]
 *   npm run people -- revocations [--remote] [--persist-to DIR]
 * `npm start` and `npm run deploy` run setup-link, so a directory without an active admin always
 * has a way in (decision 0024). Links are printed once; D1 keeps only their SHA-256.
 * Exit codes: 0 done (also "already has an admin"), 1 usage or validation, 2 the database call failed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  activeAdminCountSql,
  ALREADY_HAS_ADMIN,
  findPersonSql,
  formatPeopleTable,
  hashToken,
  inviteMessage,
  keyChangedSql,
  revocationsSinceRotationSql,
  listPeopleSql,
  makeToken,
  originMissingMessage,
  parseCommand,
  PEOPLE_PATH,
  personInviteSql,
  setupLinkMessage,
  setupLinkSql,
  USAGE,
} from './people-core.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function fail(message, code = 1) {
  console.error(`people: ${message}`);
  process.exit(code);
}

const args = parseCommand(process.argv.slice(2), process.env);
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.error)
  fail(args.usage ? `${args.error}\n\n${USAGE}` : `${args.error} (npm run people -- --help)`);

/** Runs `sql` (one or more statements) through wrangler and returns each statement's rows. */
function d1(sql) {
  const where = args.remote
    ? ['--remote', '--yes']
    : // wrangler runs from the repository root; a relative --persist-to means the caller's directory.
      ['--local', ...(args.persistTo ? ['--persist-to', path.resolve(args.persistTo)] : [])];
  const argv = ['wrangler', 'd1', 'execute', 'DB', ...where, '-c', 'worker/wrangler.jsonc'];
  let stdout;
  try {
    stdout = execFileSync('npx', [...argv, '--json', '--command', sql], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', ...process.env },
    });
  } catch (error) {
    // wrangler --json prints { error: { text } } on stdout and exits 1.
    let text = '';
    try {
      text = JSON.parse(error.stdout).error?.text ?? '';
    } catch {
      text = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || error.message;
    }
    const hint = /no such table/.test(text)
      ? args.remote
        ? '\nApply the migrations first: npx wrangler d1 migrations apply DB --remote -c worker/wrangler.jsonc'
        : `\nApply the migrations first: npx wrangler d1 migrations apply DB --local -c worker/wrangler.jsonc${args.persistTo ? ` --persist-to ${args.persistTo}` : ''}`
      : '';
    fail(`the ${args.remote ? 'remote' : 'local'} database call failed: ${text}${hint}`, 2);
  }
  return JSON.parse(stdout).map((statement) => statement.results ?? []);
}

if (args.command === 'key-changed') {
  const recorded = d1(keyChangedSql({ now: Date.now(), verifier: args.verifier })).at(-1)[0];
  console.log(
    recorded?.recorded
      ? 'Portal key rotation recorded in the audit log.'
      : 'Portal key unchanged since the last recorded rotation.',
  );
} else if (args.command === 'revocations') {
  console.log(d1(revocationsSinceRotationSql())[0][0].revocations);
} else if (args.command === 'list') {
  console.log(formatPeopleTable(d1(listPeopleSql())[0]));
} else if (args.command === 'setup-link') {
  if (args.originMissing) {
    // Only a link needs the origin: say "already has an admin" without one.
    if (d1(activeAdminCountSql())[0][0].admins > 0) {
      console.log(ALREADY_HAS_ADMIN);
      process.exit(0);
    }
    fail(originMissingMessage('setup-link'));
  }
  const token = makeToken();
  const results = d1(
    setupLinkSql({ now: Date.now(), inviteId: crypto.randomUUID(), tokenHash: hashToken(token) }),
  );
  if (results.at(-1)[0].created === 0) {
    console.log(ALREADY_HAS_ADMIN);
  } else {
    console.log(setupLinkMessage(args.origin, token));
  }
} else if (args.command === 'invite') {
  if (args.originMissing) fail(originMissingMessage('invite'));
  const [person] = d1(findPersonSql(args.email))[0];
  if (person?.status === 'active') fail(`${args.email} is already active (${person.role}).`);
  if (person?.status === 'revoked')
    fail(
      `${args.email} was revoked; an admin restores them from ${PEOPLE_PATH} (a new invitation is not the way back).`,
    );
  const token = makeToken();
  const results = d1(
    personInviteSql({
      now: Date.now(),
      existing: person?.id ?? null,
      newId: crypto.randomUUID(),
      email: args.email,
      name: args.name,
      nameGiven: args.nameGiven,
      role: args.role,
      inviteId: crypto.randomUUID(),
      tokenHash: hashToken(token),
    }),
  );
  if (results.at(-1)[0].created === 0)
    fail(
      `${args.email} is no longer an invited person (signed in or revoked meanwhile); no link made.`,
    );
  if (person && person.role !== args.role)
    console.log(
      `${args.email} was invited as ${person.role}; the new link makes them ${args.role}.`,
    );
  console.log(inviteMessage({ email: args.email, role: args.role, origin: args.origin, token }));
}
