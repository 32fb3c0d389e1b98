#!/usr/bin/env node
/**
 * Captures the web app manifest's screenshots (wide and narrow) from a running build:
 *   npm start   (in another terminal)   then   node scripts/generate-pwa-screenshots.mjs [base URL]
 */
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';

const base = process.argv[2] ?? 'http://localhost:8787';
const browser = await chromium.launch(launchOptions());
const shots = [
  { file: 'screenshot-wide.png', viewport: { width: 1366, height: 768 }, path: '/' },
  {
    file: 'screenshot-narrow.png',
    viewport: { width: 390, height: 844 },
    path: '/market-state-detector',
    isMobile: true,
  },
];
for (const shot of shots) {
  const context = await browser.newContext({
    viewport: shot.viewport,
    isMobile: shot.isMobile ?? false,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(base + shot.path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: new URL(`../public/pwa/${shot.file}`, import.meta.url).pathname });
  await context.close();
}
await browser.close();
console.log('wrote public/pwa/screenshot-wide.png and screenshot-narrow.png');
