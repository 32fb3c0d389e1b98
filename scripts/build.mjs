#!/usr/bin/env node
/**
 * Production build: the client bundle, the server bundle used only to prerender, then the
 * prerendered public pages, robots.txt and sitemap.xml. Run with `npm run build`.
 */
import { build } from 'vite';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { prerender } from './prerender.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ssrOutDir = 'node_modules/.cache/ssr';

await build({ root, logLevel: 'warn' });
await rm(`${root}/${ssrOutDir}`, { recursive: true, force: true });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true, manifest: false },
});
await prerender({ root, serverEntry: `${root}/${ssrOutDir}/entry-server.js` });
