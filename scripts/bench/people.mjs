/**
 * People (issue 24 acceptance 5), on the real Worker in local workerd with a local D1:
 *
 * - Passkey sign-in, server time: a rep invited with the service token enrols a software passkey
 *   (./soft-authenticator.mjs), then signs in `signIns` times: POST /api/auth/passkey-options, the
 *   signature (client side, not timed), POST /api/auth/passkey. The figure is the two requests'
 *   round trips; the baseline is two GET /api/health round trips in the same iterations, so the
 *   ratio is the sign-in's own cost. Each iteration comes from its own client address (the
 *   sign-in limiter allows 60 requests a minute per client).
 * - The audit log at 100,000 rows: plausible rows over two years seeded into the same D1 (one SQL
 *   file, multi-row inserts), an admin signed in with a passphrase, then GET /api/audit: the first
 *   page (50), filtered by action (sign_in.failure), and a text search for one person's email.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localD1, migrateLocalD1 } from '../local-d1.mjs';
import { startLocalWorker, workerConfig } from './server.mjs';
import { SoftAuthenticator } from './soft-authenticator.mjs';
import { median, percentile, round } from './stats.mjs';

const TOKEN = 'bench-admin-token';
const PASSPHRASE = 'correct horse battery staple';
const DAY_MS = 86_400_000;

let client = 0;
/** A client address of its own (CF-Connecting-IP): the sign-in rate limit is per client. */
function nextAddress() {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

async function call(base, pathname, { method = 'GET', body, headers = {}, expect = 200 } = {}) {
  const response = await fetch(new URL(pathname, base), {
    method,
    headers: {
      'CF-Connecting-IP': nextAddress(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expect)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

/** A timed call: [milliseconds from sending to the last byte, parsed answer]. */
async function timed(base, pathname, options) {
  const t0 = performance.now();
  const { json } = await call(base, pathname, options);
  return [performance.now() - t0, json];
}

/** An invitation by service token: the link's token. */
async function invite(base, email, name, role) {
  const { json } = await call(base, '/api/people', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: { email, name, role },
    expect: 201,
  });
  return json.invite.url.split('#invite=')[1];
}

async function benchPasskey(base, signIns) {
  const authenticator = new SoftAuthenticator(base);
  const token = await invite(base, 'bench.rep@firm.example', 'Bench Rep', 'rep');
  const { json: enrol } = await call(base, '/api/auth/invite/passkey-options', {
    method: 'POST',
    body: { token },
  });
  await call(base, '/api/auth/invite/passkey', {
    method: 'POST',
    body: {
      token,
      challengeId: enrol.challengeId,
      response: await authenticator.register(enrol.options),
    },
  });

  const signIn = async () => {
    const [optionsMs, answer] = await timed(base, '/api/auth/passkey-options', {
      method: 'POST',
      body: {},
    });
    const response = await authenticator.assert(answer.options);
    const [verifyMs, session] = await timed(base, '/api/auth/passkey', {
      method: 'POST',
      body: { challengeId: answer.challengeId, response },
    });
    if (session.person?.email !== 'bench.rep@firm.example')
      throw new Error(`the passkey signed in ${JSON.stringify(session).slice(0, 200)}`);
    return { optionsMs, verifyMs };
  };
  const health = async () => (await timed(base, '/api/health'))[0];

  for (let i = 0; i < 5; i += 1) {
    await signIn();
    await health();
  }
  const signInMs = [];
  const optionsMs = [];
  const verifyMs = [];
  const healthMs = [];
  for (let i = 0; i < signIns; i += 1) {
    healthMs.push((await health()) + (await health()));
    const one = await signIn();
    optionsMs.push(one.optionsMs);
    verifyMs.push(one.verifyMs);
    signInMs.push(one.optionsMs + one.verifyMs);
  }
  console.log(
    `bench: people passkey sign-in p50 ${round(median(signInMs))} ms (options ${round(median(optionsMs))}, verify ${round(median(verifyMs))}); two health round trips ${round(median(healthMs))} ms`,
  );
  return { signInMs, optionsMs, verifyMs, healthMs };
}

// ---- The audit log seed ------------------------------------------------------------------------

/** D1 refuses a statement over 100 KB; 200 rows stay well under it. */
const SEED_ROWS_PER_INSERT = 200;
const q = (value) => (value === null ? 'NULL' : `'${String(value).replace(/'/g, "''")}'`);
const PEOPLE = Array.from({ length: 80 }, (_, n) => `person${n}@firm.example`);
/** One person who signed in a few times, long ago: the search that reads far down the log. */
export const RARE_EMAIL = 'left.long.ago@firm.example';
const COUNTRIES = ['GB', 'GB', 'GB', 'US', 'DE', 'FR', null];
/** [action, weight, outcome, actor kind]: a month of a small team's log, roughly. */
const ACTIONS = [
  ['sign_in.success', 40, 'success', 'person'],
  ['sign_out', 12, 'success', 'person'],
  ['sign_in.failure', 6, 'failure', 'anonymous'],
  ['lead.status_changed', 20, 'success', 'person'],
  ['lead.exported', 3, 'success', 'service'],
  ['passkey.added', 2, 'success', 'person'],
  ['invite.created', 2, 'success', 'person'],
  ['invite.used', 2, 'success', 'person'],
  ['person.role_changed', 1, 'success', 'person'],
  ['events.erased', 1, 'success', 'service'],
  ['service_token.refused', 1, 'failure', 'service'],
  ['sign_out.everywhere', 1, 'success', 'person'],
];
const WHEEL = ACTIONS.flatMap((action) => Array(action[1]).fill(action));

/** `total` rows, oldest first (seq grows with time, as in production), over 700 days to now. */
function seedSql(total, now) {
  const columns =
    'at, action, actor_kind, actor_id, actor_email, subject, outcome, country, detail';
  const lines = [];
  let seed = 24;
  const random = () => {
    // xorshift32: the same log every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let start = 0; start < total; start += SEED_ROWS_PER_INSERT) {
    const values = [];
    for (let n = start; n < Math.min(total, start + SEED_ROWS_PER_INSERT); n += 1) {
      const at = now - 700 * DAY_MS + Math.floor((n / total) * 700 * DAY_MS);
      const [action, , outcome, kind] = WHEEL[Math.floor(random() * WHEEL.length)];
      // A few sign-ins of one person long ago (the first fifth of the log).
      const rare = n < total / 5 && n % 5000 === 17;
      const person = rare ? RARE_EMAIL : PEOPLE[Math.floor(random() ** 2 * PEOPLE.length)];
      const actorEmail = kind === 'person' ? person : null;
      const actorId = kind === 'person' ? `p-${PEOPLE.indexOf(person)}` : null;
      const subject = action.startsWith('lead.')
        ? `lead-${Math.floor(random() * 100_000)}`
        : action.startsWith('events.')
          ? PEOPLE[Math.floor(random() * PEOPLE.length)]
          : person;
      const detail =
        action === 'sign_in.success' || action === 'sign_in.failure'
          ? JSON.stringify({ method: random() < 0.8 ? 'passkey' : 'passphrase' })
          : action === 'lead.status_changed'
            ? JSON.stringify({ from: 'new', to: 'contacted' })
            : null;
      values.push(
        `(${at}, ${q(action)}, ${q(kind === 'person' ? 'person' : kind)}, ${q(actorId)}, ${q(actorEmail)}, ${q(subject)}, ${q(outcome)}, ${q(COUNTRIES[n % COUNTRIES.length])}, ${q(detail)})`,
      );
    }
    lines.push(`INSERT INTO audit_log (${columns}) VALUES\n${values.join(',\n')};`);
  }
  return lines.join('\n');
}

async function benchAudit(base, rounds) {
  const adminEmail = 'bench.admin@firm.example';
  const token = await invite(base, adminEmail, 'Bench Admin', 'admin');
  const { response } = await call(base, '/api/auth/invite/passphrase', {
    method: 'POST',
    body: { token, passphrase: PASSPHRASE },
  });
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error('the admin sign-in set no cookie');
  const headers = { Cookie: cookie };
  const searched = PEOPLE[3];
  const views = {
    first: '/api/audit',
    action: '/api/audit?action=sign_in.failure',
    search: `/api/audit?q=${encodeURIComponent(searched)}`,
    rare: `/api/audit?q=${encodeURIComponent(RARE_EMAIL)}`,
  };
  const checks = {
    first: (page) => page.entries.length === 50 && page.nextCursor,
    action: (page) =>
      page.entries.length === 50 && page.entries.every((e) => e.action === 'sign_in.failure'),
    search: (page) =>
      page.entries.length === 50 &&
      page.entries.every((e) => e.actorEmail === searched || e.subject === searched),
    rare: (page) => page.entries.length > 0 && page.entries.length < 50 && page.nextCursor === null,
  };
  for (const [view, url] of Object.entries(views)) {
    const [, page] = await timed(base, url, { headers });
    if (!checks[view](page))
      throw new Error(`GET ${url} did not answer as expected (${page.entries.length} entries)`);
  }
  const times = Object.fromEntries(Object.keys(views).map((view) => [view, []]));
  const healthMs = [];
  for (let i = 0; i < 3; i += 1)
    for (const url of Object.values(views)) await timed(base, url, { headers });
  for (let i = 0; i < rounds; i += 1) {
    healthMs.push((await timed(base, '/api/health'))[0]);
    for (const [view, url] of Object.entries(views))
      times[view].push((await timed(base, url, { headers }))[0]);
  }
  console.log(
    `bench: people audit p50 first ${round(median(times.first))} ms, action ${round(median(times.action))}, search ${round(median(times.search))}, rare ${round(median(times.rare))}; health ${round(median(healthMs))}`,
  );
  return { times, healthMs };
}

/** `outDir`: the bench's build, which the Worker serves as its static assets. */
export async function benchPeople({ root, outDir, total = 100_000, signIns = 60, rounds = 40 }) {
  const work = mkdtempSync(path.join(tmpdir(), 'msd-bench-people-'));
  const config = workerConfig(root, work, outDir);
  const persist = path.join(work, 'd1');
  const vars = { ADMIN_TOKEN: TOKEN };
  let worker;
  try {
    migrateLocalD1(root, config, persist);
    worker = await startLocalWorker(config, persist, { vars });
    const passkey = await benchPasskey(worker.url, signIns);
    await worker.dispose();
    worker = undefined;

    const sqlFile = path.join(work, 'audit-seed.sql');
    writeFileSync(sqlFile, seedSql(total, Date.now()));
    const seedStarted = performance.now();
    localD1(root, config, persist, ['execute'], {
      args: ['--file', sqlFile, '--yes'],
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(
      `bench: people seeded ${total} audit rows in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );
    worker = await startLocalWorker(config, persist, { vars });
    const audit = await benchAudit(worker.url, rounds);

    const at = `at ${total.toLocaleString('en')} audit rows`;
    const signInP50 = median(passkey.signInMs);
    const healthP50 = median(passkey.healthMs);
    const auditHealth = median(audit.healthMs);
    const auditRows = [
      ['first', `/admin/audit first page ${at}`],
      ['action', `/admin/audit filtered by action (sign_in.failure) ${at}`],
      ['search', `/admin/audit search for a person's email ${at}`],
    ].flatMap(([view, name]) => {
      const p50 = median(audit.times[view]);
      const p95 = percentile(audit.times[view], 95);
      return [
        {
          name: `${name}, p50`,
          value: round(p50),
          unit: 'ms',
          baseline: round(auditHealth),
          ratio: round(p50 / auditHealth),
          target: '<= 100 ms',
          pass: p50 <= 100,
        },
        {
          name: `${name}, p95`,
          value: round(p95),
          unit: 'ms',
          target: 'reported',
          pass: true,
        },
      ];
    });
    const rareP50 = median(audit.times.rare);
    return [
      {
        name: 'Passkey sign-in, server time (options + verify), p50',
        value: round(signInP50),
        unit: 'ms',
        baseline: round(healthP50),
        ratio: round(signInP50 / healthP50),
        target: 'reported (baseline: two GET /api/health)',
        pass: true,
      },
      {
        name: 'Passkey sign-in, server time (options + verify), p95',
        value: round(percentile(passkey.signInMs, 95)),
        unit: 'ms',
        baseline: round(percentile(passkey.healthMs, 95)),
        ratio: round(percentile(passkey.signInMs, 95) / percentile(passkey.healthMs, 95)),
        target: 'reported',
        pass: true,
      },
      ...auditRows,
      {
        name: `/admin/audit search, rare match (reads the whole log) ${at}, p50`,
        value: round(rareP50),
        unit: 'ms',
        baseline: round(auditHealth),
        ratio: round(rareP50 / auditHealth),
        target: 'reported',
        pass: true,
      },
    ];
  } finally {
    await worker?.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}
