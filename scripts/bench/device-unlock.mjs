/**
 * Offline unlock with a person's own device key (issue 25, docs/decisions/0025), in the browser
 * suite's Chromium against the same build and Worker: a person is invited with the service token
 * and enrols a device while signed in, the portal pack is put on it, then with the network cut
 * each round times the click on "Unlock with my passkey" (a virtual authenticator with PRF) or
 * "Unlock with my passphrase" until "Lock portal" is rendered: unwrap + decrypt + validate +
 * render, compared with the owner-password unlock measured in the same run. WebAuthn refuses an
 * IP address as relying party: these contexts use localhost.
 */
import { median, round } from './stats.mjs';

/** A passphrase the Worker accepts (long, not a common password); the bench's people only. */
const PASSPHRASE = 'correct horse battery staple bench';

/** Invites a new rep with the service token; returns the invitation link's token. */
async function invite(url, adminToken, label) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${url}/api/people`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${label}.${tag}@people.test`,
      name: `Bench ${label} ${tag}`,
      role: 'rep',
    }),
  });
  if (response.status !== 201)
    throw new Error(`inviting a person: HTTP ${response.status} ${await response.text()}`);
  const { invite: made } = await response.json();
  return made.url.slice(made.url.indexOf('#invite=') + '#invite='.length);
}

/** A new browser context on localhost with the service worker allowed, optionally a passkey authenticator. */
async function deviceContext(browser, origin, { prf }) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1366, height: 768 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  if (prf !== undefined) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
        hasPrf: prf,
      },
    });
  }
  return { context, page };
}

async function waitForController(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** Enrolment finished: the hub is shown and the portal pack is on the device; then locks. */
async function afterEnrolment(page, unlockButton) {
  await page.getByText('Available Now').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-pack-status="ready"]').waitFor({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Lock portal' }).click();
  await page.getByRole('button', { name: unlockButton }).waitFor();
}

/** When this device last reached the Worker (its stored enrolment), read in the page. */
function lastContact(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('msd');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const record = await new Promise((resolve, reject) => {
      const request = db
        .transaction('flags', 'readonly')
        .objectStore('flags')
        .get('msd_portal_device_v1');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return record?.value?.lastContactAt ?? null;
  });
}

/**
 * Cuts the network and proves it: the page reports offline and a request to the Worker (through
 * the service worker, as a check-in goes) fails.
 */
async function goOffline(context, page) {
  await context.setOffline(true);
  const reached = await page.evaluate(async () => {
    if (navigator.onLine) return 'navigator.onLine is still true';
    try {
      const response = await fetch('/api/health', { cache: 'no-store' });
      return `GET /api/health answered ${response.status}`;
    } catch {
      return null;
    }
  });
  if (reached) throw new Error(`the network is not cut: ${reached}`);
}

/**
 * One timed unlock: `prepare` (the secret's field), then the click on `button` to "Lock portal"
 * rendered; then locks and waits for `button` again. In ms.
 */
async function timeUnlock(page, { button, prepare, lockedBy = button }) {
  await prepare();
  await page.evaluate((name) => {
    const rendered = () =>
      [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Lock portal');
    // Locked: nothing may count as rendered before the click.
    if (rendered()) throw new Error('"Lock portal" is on the page before the unlock');
    window.__unlock = {};
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('button') : null;
        if (target?.textContent?.trim() === name) window.__unlock.start = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (rendered()) {
        window.__unlock.end = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, button);
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(() => window.__unlock?.end, null, { timeout: 30_000 });
  const { start, end } = await page.evaluate(() => window.__unlock);
  if (start === undefined) throw new Error(`the click on "${button}" was not seen`);
  await page.getByRole('button', { name: 'Lock portal' }).click();
  await page.getByRole('button', { name: lockedBy }).waitFor();
  return end - start;
}

/**
 * `rounds` offline unlocks with the device key (click on `button`; `prepare` fills the
 * passphrase), each paired with an owner-password unlock on the same device in the same
 * conditions, alternating which goes first. No round may reach the Worker.
 */
async function timeOfflineUnlocks(context, page, { button, prepare, password, rounds }) {
  const contactBefore = await lastContact(page);
  await goOffline(context, page);
  const device = [];
  const owner = [];
  const deviceRound = async () =>
    device.push(await timeUnlock(page, { button, prepare: prepare ?? (async () => {}) }));
  const ownerRound = async () =>
    owner.push(
      await timeUnlock(page, {
        button: 'Unlock Portal',
        lockedBy: button,
        prepare: async () => {
          await page.getByText('Unlock with the organisation passphrase instead (owner)').click();
          await page.getByLabel('Password', { exact: true }).fill(password);
        },
      }),
    );
  for (let i = 0; i < rounds; i += 1) {
    for (const run of i % 2 ? [ownerRound, deviceRound] : [deviceRound, ownerRound]) await run();
  }
  if ((await lastContact(page)) !== contactBefore)
    throw new Error('an offline unlock reached the Worker (the device checked in)');
  await context.setOffline(false);
  return { device, owner };
}

/** A device enrolled with a passkey whose authenticator has PRF, unlocked offline `rounds` times. */
async function passkeyUnlocks(browser, { url, origin, adminToken, password, rounds }) {
  const { context, page } = await deviceContext(browser, origin, { prf: true });
  try {
    const token = await invite(url, adminToken, 'prf');
    await page.goto(`/admin/welcome#invite=${token}`);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.getByRole('heading', { level: 1, name: /^You are signed in as / }).waitFor();
    await page.goto('/internal/portal');
    await waitForController(page);
    await page.getByRole('button', { name: 'Set up with my passkey' }).click();
    await afterEnrolment(page, 'Unlock with my passkey');
    return await timeOfflineUnlocks(context, page, {
      button: 'Unlock with my passkey',
      password,
      rounds,
    });
  } finally {
    await context.close();
  }
}

/** A device enrolled with the person's passphrase, unlocked offline `rounds` times. */
async function passphraseUnlocks(browser, { url, origin, adminToken, password, rounds }) {
  const { context, page } = await deviceContext(browser, origin, {});
  try {
    const token = await invite(url, adminToken, 'passphrase');
    // Signed in from inside the page, so the session cookie lands in this context.
    await page.goto('/robots.txt');
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/auth/invite/passphrase', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { token, passphrase: PASSPHRASE },
    );
    if (status !== 200) throw new Error(`signing in with a passphrase: HTTP ${status}`);
    await page.goto('/internal/portal');
    await waitForController(page);
    await page.getByRole('button', { name: 'Use my passphrase instead' }).click();
    await page.getByLabel('Your passphrase', { exact: true }).fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Set up with my passphrase' }).click();
    await afterEnrolment(page, 'Unlock with my passphrase');
    return await timeOfflineUnlocks(context, page, {
      button: 'Unlock with my passphrase',
      prepare: () => page.getByLabel('Your passphrase', { exact: true }).fill(PASSPHRASE),
      password,
      rounds,
    });
  } finally {
    await context.close();
  }
}

/**
 * The offline device-unlock rows against `passwordUnlock` (the owner-password unlock median of the
 * same run, in ms, as the browser suite measures it: online, while the portal pack that the first
 * unlock starts is downloading), then each again against the owner-password unlock timed in the
 * same offline rounds on the same device (pack on the device): a like-for-like reading, reported.
 * `url`: the Worker's origin (127.0.0.1); `password`: the owner passphrase of the build.
 */
export async function benchDeviceUnlock({
  browser,
  url,
  adminToken,
  password,
  passwordUnlock,
  rounds = 7,
}) {
  const options = {
    url,
    origin: url.replace('127.0.0.1', 'localhost'),
    adminToken,
    password,
    rounds,
  };
  const passkey = await passkeyUnlocks(browser, options);
  const passphrase = await passphraseUnlocks(browser, options);
  const row = (name, times, baseline, target, limit) => {
    const value = median(times);
    return {
      name,
      value: round(value, 0),
      unit: 'ms',
      baseline: round(baseline, 0),
      ratio: round(value / baseline),
      target,
      pass: limit === undefined || value / baseline <= limit,
    };
  };
  const PASSKEY = 'Offline portal unlock by passkey PRF (unwrap + decrypt + validate + render)';
  const PASSPHRASE =
    'Offline portal unlock by passphrase (PBKDF2 + unwrap + decrypt + validate + render)';
  const SAME_DEVICE =
    ', against the owner password offline on the same device (rounds interleaved)';
  return [
    row(PASSKEY, passkey.device, passwordUnlock, '<= 0.5x password unlock', 0.5),
    row(PASSPHRASE, passphrase.device, passwordUnlock, '<= 1.1x password unlock', 1.1),
    row(`${PASSKEY}${SAME_DEVICE}`, passkey.device, median(passkey.owner), 'reported'),
    row(`${PASSPHRASE}${SAME_DEVICE}`, passphrase.device, median(passphrase.owner), 'reported'),
  ];
}
