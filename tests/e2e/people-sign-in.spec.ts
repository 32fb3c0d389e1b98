/**
 * Issue 24's acceptance in a real browser against the real Worker: people sign in as themselves.
 * Each person has a browser context of their own with Chromium's virtual authenticator (a passkey
 * made there stays there), invitations come from the service token or the admin's own session,
 * and the audit log is read back at the end. The e2e Worker runs with AUTH_LOCKOUT_SECONDS=6
 * (playwright.config.ts), so the lockout can be waited out.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CSRF_HEADER, type Role } from '../../src/shared/people';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, ONE_SIZE, test, unlockPortal } from './fixtures';
import { personalBrowser as ownBrowser } from './people';

const tag = () => Math.random().toString(36).slice(2, 10);
const service = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A passkey-capable browser for one person, without the portal pack (these tests do not need it). */
async function personalBrowser(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const made = await ownBrowser(browser, baseURL);
  await made.context.route('**/portal-pack.json', (route) => route.fulfill({ json: null }));
  return made;
}

/** The invitation link's path and fragment (the Worker writes it with its own origin). */
const linkPath = (url: string) => {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
};

/** The session's CSRF token, as every staff page learns it. */
async function csrfOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/session');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Opens an invitation link and makes a passkey with it; the page says who is signed in. */
async function enrolPasskey(page: Page, url: string, name: string) {
  await page.goto(linkPath(url));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  // The token left the address bar as soon as it was read.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `You are signed in as ${name}` }),
  ).toBeVisible();
}

// Who may do what and when a session ends do not depend on the screen: both tests run once.
test(
  'an admin invites a manager and a rep; roles hold in pages and API; revoking ends a session; the audit log names each actor',
  ONE_SIZE,
  async ({ browser, request, baseURL }) => {
    test.slow();
    const run = tag();
    const people = {
      admin: { email: `admin.${run}@firm.example`, name: `Ada Admin ${run}` },
      manager: { email: `manager.${run}@firm.example`, name: `Max Manager ${run}` },
      rep: { email: `rep.${run}@firm.example`, name: `Rae Rep ${run}` },
    };

    // The admin: invited by the service token (as `npm run people -- invite` does), a passkey.
    const invited = await request.post('/api/people', {
      headers: service,
      data: { ...people.admin, role: 'admin' },
    });
    expect(invited.status()).toBe(201);
    const admin = await personalBrowser(browser, baseURL!);
    await enrolPasskey(
      admin.page,
      ((await invited.json()) as { invite: { url: string } }).invite.url,
      people.admin.name,
    );
    await expect(
      admin.page
        .getByRole('navigation', { name: 'Staff pages' })
        .getByRole('link', { name: 'People' }),
    ).toBeVisible();

    // The admin invites the manager and the rep with their own session (CSRF token included).
    const inviteAs = async (role: Role) => {
      const response = await admin.page.request.post('/api/people', {
        headers: { [CSRF_HEADER]: await csrfOf(admin.page) },
        data: { ...people[role], role },
      });
      expect(response.status(), `inviting the ${role}`).toBe(201);
      return ((await response.json()) as { invite: { url: string } }).invite.url;
    };
    const manager = await personalBrowser(browser, baseURL!);
    await enrolPasskey(manager.page, await inviteAs('manager'), people.manager.name);
    const rep = await personalBrowser(browser, baseURL!);
    await enrolPasskey(rep.page, await inviteAs('rep'), people.rep.name);

    // The rep: the account page is theirs, the manager's pages and calls are not.
    await rep.page.goto('/admin/account');
    await expect(rep.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(rep.page.getByText(people.rep.email)).toBeVisible();
    await expect(
      rep.page
        .getByRole('navigation', { name: 'Staff pages' })
        .getByRole('link', { name: 'Account' }),
    ).toBeVisible();
    await expect(rep.page.getByRole('link', { name: 'Lead inbox' })).toHaveCount(0);
    // The pages say so in words; the API refuses the same calls.
    const refusal = (page: Page) =>
      page.getByRole('heading', { name: 'Your role does not include this' });
    await rep.page.goto('/admin/leads');
    await expect(refusal(rep.page)).toBeVisible();
    await expect(rep.page.getByText('This page needs the Manager role.')).toBeVisible();
    await expect(rep.page.locator('table')).toHaveCount(0);
    await rep.page.goto('/internal/team');
    await unlockPortal(rep.page);
    await expect(refusal(rep.page)).toBeVisible();
    await expect(rep.page.locator('#team-reps')).toHaveCount(0);
    // Back to the account page, which stays open while the admin revokes the rep (below).
    await rep.page.goto('/admin/account');
    await expect(rep.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect((await rep.page.request.get('/api/leads')).status()).toBe(403);
    expect((await rep.page.request.get('/api/portal/dashboard')).status()).toBe(403);
    expect((await rep.page.request.get('/api/people')).status()).toBe(403);

    // The manager changes a lead's status (a lead from the public form).
    const leadId = crypto.randomUUID();
    const stored = await request.post('/api/leads', {
      headers: { 'Idempotency-Key': leadId },
      data: {
        id: leadId,
        name: `Lead ${run}`,
        company: `Company ${run}`,
        email: `lead.${run}@example.com`,
        source: 'data-in-action',
        userAgent: 'e2e',
        createdAt: new Date().toISOString(),
      },
    });
    expect(stored.status()).toBe(201);
    const changed = await manager.page.request.patch(`/api/leads/${leadId}`, {
      headers: { [CSRF_HEADER]: await csrfOf(manager.page) },
      data: { status: 'contacted' },
    });
    expect(changed.status()).toBe(200);
    // Without the CSRF token the same change is refused.
    const forged = await manager.page.request.patch(`/api/leads/${leadId}`, {
      data: { status: 'qualified' },
    });
    expect(forged.status()).toBe(403);
    // The manager's inbox shows the lead with the status they saved.
    await manager.page.goto(`/admin/leads?q=${encodeURIComponent(`lead.${run}@example.com`)}`);
    await expect(manager.page.getByText(`Lead ${run}`).first()).toBeVisible();

    // The admin revokes the rep; the rep's open page hears a 401 at its next call.
    const list = await admin.page.request.get(
      `/api/people?q=${encodeURIComponent(people.rep.email)}`,
    );
    const repId = ((await list.json()) as { people: { id: string; email: string }[] }).people.find(
      (person) => person.email === people.rep.email,
    )!.id;
    const revoked = await admin.page.request.patch(`/api/people/${repId}`, {
      headers: { [CSRF_HEADER]: await csrfOf(admin.page) },
      data: { status: 'revoked' },
    });
    expect(revoked.status()).toBe(200);
    await rep.page.getByLabel('New passphrase').fill('a passphrase nobody will use');
    await rep.page.getByLabel('Type it again').fill('a passphrase nobody will use');
    await rep.page.getByRole('button', { name: 'Set passphrase' }).click();
    await expect(rep.page.getByText('Your session has ended')).toBeVisible();
    await expect(rep.page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    expect(new URL(rep.page.url()).pathname).toBe('/admin/account');
    expect((await rep.page.request.get('/api/auth/passkeys')).status()).toBe(401);
    expect(await (await rep.page.request.get('/api/auth/session')).json()).toEqual({
      ok: true,
      person: null,
    });

    // The audit log, read by the admin: each step, and who took it.
    const audit = await admin.page.request.get(`/api/audit?q=${run}&limit=200`);
    expect(audit.status()).toBe(200);
    const entries = (
      (await audit.json()) as {
        entries: {
          action: string;
          actorKind: string;
          actorEmail: string | null;
          subject: string;
        }[];
      }
    ).entries;
    const has = (action: string, actorEmail: string | null, subject: string) =>
      expect(
        entries.some(
          (entry) =>
            entry.action === action && entry.actorEmail === actorEmail && entry.subject === subject,
        ),
        `${action} by ${actorEmail} on ${subject}`,
      ).toBe(true);
    expect(
      entries.some(
        (entry) =>
          entry.action === 'invite.created' &&
          entry.actorKind === 'service' &&
          entry.subject === people.admin.email,
      ),
    ).toBe(true);
    for (const who of ['admin', 'manager', 'rep'] as const) {
      has('invite.used', people[who].email, people[who].email);
      has('passkey.added', people[who].email, people[who].email);
    }
    has('invite.created', people.admin.email, people.manager.email);
    has('invite.created', people.admin.email, people.rep.email);
    has('person.revoked', people.admin.email, people.rep.email);
    has('lead.status_changed', people.manager.email, leadId);

    await Promise.all([admin.context.close(), manager.context.close(), rep.context.close()]);
  },
);

test(
  'a passphrase-only person signs in, is locked out after repeated failures, and gets in after the wait',
  ONE_SIZE,
  async ({ page, request }) => {
    test.slow();
    const run = tag();
    const person = { email: `phrase.${run}@firm.example`, name: `Pat Phrase ${run}` };
    const passphrase = `four calm words ${run}`;
    const invited = await request.post('/api/people', {
      headers: service,
      data: { ...person, role: 'rep' },
    });
    expect(invited.status()).toBe(201);

    // Accepting the invitation with a passphrase (too short first: said beside the field).
    await page.goto(linkPath(((await invited.json()) as { invite: { url: string } }).invite.url));
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${person.name}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set a passphrase instead' }).click();
    await page.getByLabel('New passphrase').fill('too short');
    await page.getByLabel('Type it again').fill('too short');
    await page.getByRole('button', { name: 'Set passphrase and sign in' }).click();
    await expect(
      page.getByText('Use at least 12 characters: a few words you will remember.'),
    ).toBeVisible();
    await page.getByLabel('New passphrase').fill(passphrase);
    await page.getByLabel('Type it again').fill(passphrase);
    await page.getByRole('button', { name: 'Set passphrase and sign in' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `You are signed in as ${person.name}` }),
    ).toBeVisible();

    // The same link again: used.
    await page.goto(linkPath(((await invited.json()) as { invite: { url: string } }).invite.url));
    await expect(
      page.getByText(
        'This invitation link has been used, has expired or was withdrawn. Ask an admin for a new one.',
      ),
    ).toBeVisible();

    // Signed out, then wrong passphrases until the email is locked.
    await page.goto('/admin/account');
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await page.goto('/admin/sign-in?next=%2Fadmin%2Faccount');
    await page.getByRole('button', { name: 'Use a passphrase instead' }).click();
    await page.getByLabel('Work email').fill(person.email);
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel('Passphrase').fill(`wrong guess number ${attempt}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(alert).toHaveText(/did not match|Too many attempts/);
      if ((await alert.textContent())?.startsWith('Too many attempts')) break;
      await expect(alert).toHaveText('That email and passphrase did not match.');
    }
    await expect(alert).toHaveText(/^Too many attempts\. Try again in [1-6] seconds?\.$/);
    // While locked even the right passphrase is not sent.
    await page.getByLabel('Passphrase').fill(passphrase);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    const locked = await request.post('/api/auth/passphrase', {
      data: { email: person.email, passphrase },
    });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);

    // After the wait: in, and on to the page ?next= named.
    await expect(alert).toHaveText('The wait is over: you can try again now.', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
  },
);
