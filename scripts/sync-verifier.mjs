#!/usr/bin/env node
/**
 * Prints the PORTAL_SYNC_VERIFIER for the build in dist/ (run after `npm run build`, with the same
 * PORTAL_PASSWORD). scripts/start.sh writes it to worker/.dev.vars; scripts/deploy.sh pipes it to
 * `wrangler secret put`. Only the hash is printed: the password and the credential stay here.
 *   node scripts/sync-verifier.mjs [build folder]   (default dist/; the bench builds elsewhere)
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(path.join(root, 'scripts/vault/sync-verifier.ts'));
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
process.stdout.write(`${await module.verifierForBuild(outDir)}\n`);
