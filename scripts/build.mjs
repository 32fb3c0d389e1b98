#!/usr/bin/env node
/**
 * Production build (`npm run build`): one `vite build` writes the client bundle, the prerendered
 * public pages (scripts/vite-plugins.ts), the encrypted portal vault, and the service worker with
 * its precache manifest; then the precache is checked against its budget and completeness.
 */
import { build } from 'vite';
import { fileURLToPath } from 'node:url';
import { checkPrecache } from './precache-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  await build({ root, logLevel: 'warn' });
} catch (error) {
  // Vite wraps plugin errors; the first line of ours names the file and field at fault.
  console.error(`\nbuild failed: ${error?.message ?? error}`);
  process.exit(1);
}
const report = await checkPrecache(`${root}/dist`);
console.log(
  `precache (public tier): ${report.entries} files, ${(report.bytes / 1024).toFixed(0)} KB (budget ${report.budgetKb} KB)`,
);
