/**
 * Build-time plugins. They run in the client build's `writeBundle` hook, which finishes before
 * vite-plugin-pwa's `closeBundle` builds the service worker, so the precache manifest sees every
 * file they write (prerendered pages, the encrypted vault and collateral blobs).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './prerender.mjs';
import { buildVault, resolvePortalPassword } from './vault/build-vault.ts';
import { findPreviousVault, saveVaultState } from './vault/vault-salt.ts';
import { writePortalPack } from './portal-pack.ts';

/**
 * A client-build-only plugin whose work runs in `writeBundle` with the resolved project root and
 * output folder (the server bundle's own build skips it).
 */
function afterClientBundle(
  name: string,
  run: (dirs: { root: string; outDir: string }) => Promise<void>,
): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let isSsrBuild = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (!isSsrBuild) await run({ root, outDir });
    },
  };
}

/** Renders every public route to its own HTML file (see docs/decisions/0001). */
export function prerenderPlugin(
  shared: Pick<UserConfig, 'resolve' | 'define' | 'plugins'>,
): Plugin {
  return afterClientBundle('msd:prerender', async ({ root, outDir }) => {
    // Inside the project, so the server bundle resolves react from node_modules; one per outDir.
    const ssrOutDir = path.join(
      root,
      'node_modules/.cache/ssr',
      createHash('sha1').update(outDir).digest('hex').slice(0, 12),
    );
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      ...shared,
      plugins: [react(), ...(shared.plugins ?? [])],
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: ssrOutDir,
        emptyOutDir: true,
        target: 'node20',
      },
    });
    await prerender({ root, outDir, serverEntry: path.join(ssrOutDir, 'entry-server.js') });
  });
}

/** Validates and encrypts the portal content and collateral files into dist/vault/. */
export function vaultPlugin(): Plugin {
  return afterClientBundle('msd:vault', async ({ root, outDir }) => {
    const { password, demo } = resolvePortalPassword();
    if (demo) {
      const line = '!'.repeat(78);
      console.warn(
        `\n${line}\n  PORTAL_PASSWORD is not set: the portal vault is locked with the public DEMO password.\n  Fine on this machine; never deploy this build (npm run deploy refuses).\n${line}\n`,
      );
    }
    const { previous, from } = await findPreviousVault(root);
    // `npm run deploy -- --rotate-key` sets this: a new content key in the next epoch (decision 0025).
    const rotate = process.env.PORTAL_ROTATE_KEY === '1';
    const { header, keyReason } = await buildVault({ root, outDir, password, previous, rotate });
    await saveVaultState(root, header);
    console.log(
      `vault: ${(header.vault.bytes / 1024).toFixed(0)} KB of encrypted portal content; ${keyReason} (previous build: ${previous ? from : `none at ${from}`})`,
    );
  });
}

/**
 * The portal tier of the last client build: its paths (relative to dist/), which the precache
 * leaves out, and the sha-256 of its index, which the service worker build bakes in.
 */
export const portalTier = { paths: new Set<string>(), digest: '' };

/** Writes dist/portal-pack.json after the pages and the vault (decision 0015); register it last. */
export function portalPackPlugin(): Plugin {
  return afterClientBundle('msd:portal-pack', async ({ outDir }) => {
    const { manifest, digest } = await writePortalPack(outDir);
    portalTier.paths = new Set(manifest.entries.map((entry) => entry.path.slice(1)));
    portalTier.digest = digest;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const total = manifest.entries.reduce((sum, entry) => sum + entry.size, 0);
    console.log(
      `portal pack: ${manifest.entries.length} files, ${mb(total)} MB (collateral ${mb(manifest.libraryBytes)} MB; ${manifest.keepAll ? 'every file kept' : 'the rep keeps chosen files'})`,
    );
  });
}

/**
 * For the service worker's own build (vite-plugin-pwa runs it after the client build's
 * `writeBundle`): defines `__PORTAL_PACK_SHA256__` as the sha-256 of this build's portal index.
 * The public precache carries no byte of the portal tier, yet a portal-only change still changes
 * sw.js, so the update prompt appears (decision 0015).
 */
export function portalPackDigestPlugin(): Plugin {
  return {
    name: 'msd:portal-pack-digest',
    config() {
      if (!/^[0-9a-f]{64}$/.test(portalTier.digest))
        throw new Error('The service worker is built before portal-pack.json was written');
      return { define: { __PORTAL_PACK_SHA256__: JSON.stringify(portalTier.digest) } };
    },
  };
}
