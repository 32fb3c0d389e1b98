#!/usr/bin/env node
/**
 * Prints the PORTAL_CONTENT_KEY for the build in dist/ (run after `npm run build`, with the same
 * PORTAL_PASSWORD): the current epoch's content key and the sync secret, opened from the owner's
 * sealed keys in dist/vault/header.json. scripts/start.sh writes it to worker/.dev.vars;
 * scripts/deploy.sh pipes it to `wrangler secret put`. It is a secret: never log it.
 *   node scripts/content-key.mjs [build folder]   (default dist/; the bench builds elsewhere)
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(path.join(root, 'scripts/vault/content-key.ts'));
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
process.stdout.write(`${await module.contentKeyForBuild(outDir)}\n`);
