/**
 * Build-time plugins. They run in the client build's `writeBundle` hook, which finishes before
 * vite-plugin-pwa's `closeBundle` builds the service worker, so the precache manifest sees every
 * file they write (prerendered pages, the encrypted vault and collateral blobs).
 */
import path from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
// @ts-expect-error: plain ESM module shared with node scripts
import { prerender } from './prerender.mjs';

/** Renders every public route to its own HTML file (see docs/decisions/0001). */
export function prerenderPlugin(shared: Pick<UserConfig, 'resolve' | 'define'>): Plugin {
  let root = process.cwd();
  let isSsrBuild = false;
  return {
    name: 'msd:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (isSsrBuild) return;
      const outDir = path.join(root, 'node_modules/.cache/ssr');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: [react()],
        ...shared,
        build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, target: 'node20' },
      });
      await prerender({ root, serverEntry: path.join(outDir, 'entry-server.js') });
    },
  };
}
