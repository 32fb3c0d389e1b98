#!/usr/bin/env node
/**
 * Renders the brand mark (public/logo.svg) into the raster icons the site and the web app
 * manifest need. Run after changing the logo: `node scripts/generate-icons.mjs`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';

const svg = await readFile(new URL('../public/logo.svg', import.meta.url), 'utf8');
const svgData = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const browser = await chromium.launch(launchOptions());
const page = await browser.newPage();

async function render(html, width, height, out) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
  if (out) await writeFile(new URL(`../public/${out}`, import.meta.url), png);
  return png;
}

const plain = (size) =>
  `<img src="${svgData}" width="${size}" height="${size}" style="display:block">`;
// Maskable icons keep the mark inside the 80% safe zone on a full-bleed background.
const maskable = (size) =>
  `<div style="width:${size}px;height:${size}px;background:#0d1422;display:grid;place-items:center"><img src="${svgData}" width="${Math.round(size * 0.62)}" height="${Math.round(size * 0.62)}"></div>`;

await render(plain(128), 128, 128, 'logo.png');
await render(plain(192), 192, 192, 'icons/icon-192.png');
await render(plain(512), 512, 512, 'icons/icon-512.png');
await render(maskable(512), 512, 512, 'icons/maskable-512.png');
await render(maskable(180), 180, 180, 'icons/apple-touch-icon.png');
const favicon = await render(plain(32), 32, 32);
await render(
  `<div style="width:1200px;height:630px;background:radial-gradient(800px 400px at 80% 0%,#16325a,#070b14);color:#e8eef8;font-family:sans-serif;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
     <img src="${svgData}" width="120" height="120">
     <div style="font-size:72px;font-weight:800;margin-top:36px">Market State Detector</div>
     <div style="font-size:34px;color:#a3b1c6;margin-top:16px">Daily pre-market market-state classification. Backtested 2012-2024.</div>
   </div>`,
  1200,
  630,
  'og-image.png',
);

// An ICO file holding one PNG image (supported by every current browser).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(favicon.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(
  new URL('../public/favicon.ico', import.meta.url),
  Buffer.concat([header, favicon]),
);

await browser.close();
console.log('icons written to public/');
