#!/usr/bin/env node
/**
 * Writes the three test images the /image-test diagnostics page loads: public/fallback/test.svg
 * (written as text) and test.png / test.jpg (Chromium screenshots of the same card, so all three
 * look alike and differ only in format). Run after changing the card:
 * `node scripts/generate-fallback-images.mjs`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';

const WIDTH = 240;
const HEIGHT = 140;
const outDir = new URL('../public/fallback/', import.meta.url);

/** The card as SVG markup; `format` is the label printed on it. */
function card(format) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${format} test image">
  <rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="#111a2b"/>
  <rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="11.5" fill="none" stroke="#33476b"/>
  <g transform="translate(20 22)">
    <circle cx="10" cy="10" r="7" fill="#ef4444"/>
    <circle cx="32" cy="10" r="7" fill="#a855f7"/>
    <circle cx="54" cy="10" r="7" fill="#f97316"/>
    <circle cx="76" cy="10" r="7" fill="#eab308"/>
    <circle cx="98" cy="10" r="7" fill="#22c55e"/>
  </g>
  <text x="20" y="86" fill="#e8eef8" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700">${format}</text>
  <text x="20" y="114" fill="#a3b1c6" font-family="Arial, Helvetica, sans-serif" font-size="13">Fallback image test · ${WIDTH}x${HEIGHT}</text>
</svg>
`;
}

await mkdir(outDir, { recursive: true });
await writeFile(new URL('test.svg', outDir), card('SVG'));

const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const [format, type] of [
    ['PNG', 'png'],
    ['JPG', 'jpeg'],
  ]) {
    await page.setContent(
      `<html><body style="margin:0;background:#070b14">${card(format)}</body></html>`,
    );
    const image = await page.screenshot({
      type,
      ...(type === 'jpeg' ? { quality: 85 } : {}),
      clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    });
    await writeFile(new URL(`test.${format.toLowerCase()}`, outDir), image);
  }
} finally {
  await browser.close();
}
console.log('Wrote public/fallback/test.{svg,png,jpg}');
