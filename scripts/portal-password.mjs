#!/usr/bin/env node
/**
 * The rule a production portal password must meet (README "Portal password"): not the public demo
 * password, and at least MIN_DEPLOY_PASSWORD_LENGTH characters. The ciphertext is public, so the
 * password's length is the real protection; five random words pass, a short word never does.
 *   node scripts/portal-password.mjs   checks $PORTAL_PASSWORD, exits 1 with the reason when refused
 */
import { pathToFileURL } from 'node:url';

/** Local builds only (with a loud warning); `npm run deploy` refuses it. */
export const DEMO_PORTAL_PASSWORD = 'meridian-demo-portal';
export const MIN_DEPLOY_PASSWORD_LENGTH = 20;

/** Why `password` may not lock a deployed portal, or null when it may. */
export function deployPasswordProblem(password) {
  const value = (password ?? '').trim();
  if (!value)
    return 'PORTAL_PASSWORD is not set; refusing to publish a portal locked with the demo password.';
  if (value.toLowerCase() === DEMO_PORTAL_PASSWORD)
    return 'PORTAL_PASSWORD is the public demo password; choose a private one.';
  if ([...value].length < MIN_DEPLOY_PASSWORD_LENGTH) {
    return `PORTAL_PASSWORD has ${[...value].length} characters; use at least ${MIN_DEPLOY_PASSWORD_LENGTH} (a passphrase of five or more random words).`;
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = deployPasswordProblem(process.env.PORTAL_PASSWORD);
  if (problem) {
    console.error(`deploy: ${problem}`);
    process.exit(1);
  }
}
