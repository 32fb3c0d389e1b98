/**
 * Finds a Chromium for Playwright: Debian's /usr/bin/chromium when present (machines without
 * internet cannot download one), else Playwright's own download (`npx playwright install chromium`).
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

export function systemChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export function launchOptions() {
  const executablePath = systemChromium();
  return { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };
}
