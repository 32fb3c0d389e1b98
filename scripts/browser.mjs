/**
 * Finds a Chromium for Playwright: Debian's /usr/bin/chromium when present (machines without
 * internet cannot download one), else Playwright's own download (`npx playwright install chromium`).
 * The browser tests prefer Chromium's headless shell (`testLaunchOptions`), as Playwright itself
 * does with its own download: the full browser's headless mode also runs its window's WebUI, and the
 * shell took 28% less CPU over the same tests (decision 0033).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const firstPresent = (candidates) =>
  candidates.find((candidate) => candidate && existsSync(candidate));

/** The full Chromium: Lighthouse, the bench and the generators use it. */
export function systemChromium() {
  return firstPresent([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
}

/**
 * Debian's chromium-headless-shell (the binary itself, past its shell wrapper). With CHROMIUM_PATH
 * set, that build is used for everything and no shell is looked for.
 */
export function systemHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return undefined;
  return firstPresent([
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
  ]);
}

export function launchOptions() {
  const executablePath = systemChromium();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}

/** For the browser tests: the headless shell, else the full Chromium, else Playwright's own (a shell too). */
export function testLaunchOptions() {
  const executablePath = systemHeadlessShell() ?? systemChromium();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
