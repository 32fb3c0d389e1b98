import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { PEOPLE_API, type Role } from '../../src/shared/people';
import { E2E_ADMIN_TOKEN } from './constants';
import { asLocalhost, expect } from './fixtures';

/** A passphrase long enough for the Worker and unlike any common password. */
export const E2E_PASSPHRASE = 'correct horse battery staple e2e';

export interface E2EPerson {
  email: string;
  name: string;
  role: Role;
}

/** A unique address for each call, so tests never share a person. */
export function uniquePerson(role: Role, label: string = role): E2EPerson {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${label}.${tag}@people.test`,
    name: `${label[0]!.toUpperCase()}${label.slice(1)} ${tag}`,
    role,
  };
}

/** Invites a person with the service token (as `npm run people -- invite` does); returns the link's token. */
export async function invite(request: APIRequestContext, person: E2EPerson): Promise<string> {
  const response = await request.post(PEOPLE_API.people, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: person,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { invite: made } = (await response.json()) as { invite: { url: string } };
  return made.url.slice(made.url.indexOf('#invite=') + '#invite='.length);
}

/**
 * Signs the page's browser in as a new person with this role: invited with the service token, the
 * link used with a passphrase from inside the page (so the session cookie lands in the browser).
 */
export async function signInAs(
  page: Page,
  role: Role,
  person: E2EPerson = uniquePerson(role),
): Promise<E2EPerson> {
  const token = await invite(page.request, person);
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  const status = await page.evaluate(
    async ({ url, body }) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { url: PEOPLE_API.invitePassphrase, body: { token, passphrase: E2E_PASSPHRASE } },
  );
  expect(status).toBe(200);
  return person;
}

/**
 * A browser of one person's own, with a platform authenticator that always says yes (Chromium's
 * virtual authenticator; `prf` gives it the PRF extension). WebAuthn refuses an IP address as the
 * relying party, so these browsers use localhost.
 */
export async function personalBrowser(
  browser: Browser,
  baseURL: string,
  options: { prf?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: asLocalhost(baseURL),
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
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
      hasPrf: options.prf ?? false,
    },
  });
  return { context, page };
}
