/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import {
  portalPackDigestPlugin,
  portalPackPlugin,
  portalTier,
  prerenderPlugin,
  vaultPlugin,
} from './scripts/vite-plugins.ts';
import { routeModulesPlugin } from './scripts/route-modules.ts';
import { chunkGroups, routeEntries } from './scripts/chunk-groups.ts';
import { routeTable } from './src/shared/route-table.ts';
import { NOT_PRECACHED_GLOBS } from './scripts/precache-check.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = {
  resolve: { alias: { '@': src } },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The footer's copyright year in the prerendered HTML (the client moves it on after hydration).
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  // The route table's browser modules (virtual:msd/*), for the client and the prerender's server build.
  plugins: [routeModulesPlugin()],
};

export default defineConfig({
  ...shared,
  plugins: [
    react(),
    ...shared.plugins,
    prerenderPlugin(shared),
    vaultPlugin(),
    portalPackPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // The public tier only: every public page, its chunks, images, manifest and icons. The portal
        // tier (staff frames, portal chunks, vault, collateral) is left out below and downloaded
        // after unlock by the pack manager (decision 0015); see scripts/precache-check.mjs. Its index,
        // portal-pack.json, is portal tier too: sw.js carries only its sha-256 (buildPlugins below),
        // so a portal-only change still makes a new worker and the update prompt appears once.
        globPatterns: ['**/*.{html,js,css,svg,png,jpg,ico,webmanifest,json,bin}'],
        // The files outside both tiers and the lead inbox's (decision 0009): one list, kept with
        // the precache check (scripts/precache-check.mjs).
        globIgnores: [...NOT_PRECACHED_GLOBS],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !portalTier.paths.has(entry.url)),
            warnings: [],
          }),
        ],
        buildPlugins: { vite: [portalPackDigestPlugin()] },
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Hashed build assets carry their version in the name.
        dontCacheBustURLsMatching: /^assets\//,
      },
      manifest: {
        id: '/',
        name: 'Market State Detector',
        short_name: 'MSD',
        description:
          'Daily pre-market market-state classification research, the Data In Action signal history, and the sales portal, available offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#070b14',
        background_color: '#070b14',
        categories: ['finance', 'business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        screenshots: [
          {
            src: '/pwa/screenshot-wide.png',
            sizes: '1366x768',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Market State Detector on a laptop',
          },
          {
            src: '/pwa/screenshot-narrow.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Market State Detector on a phone',
          },
        ],
        shortcuts: [
          {
            name: 'Market State Detector',
            url: '/market-state-detector',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Data In Action',
            url: '/data-in-action',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          {
            name: 'Sales Portal',
            short_name: 'Portal',
            url: '/internal/portal',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
        ],
      },
    }),
  ],
  build: {
    sourcemap: false,
    // The polyfill only re-fetches <link rel="modulepreload"> tags for browsers without them, and
    // no document here carries one (the app loads after the first paint, decision 0006).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Chosen by entry points and the module graph, not file paths (scripts/chunk-groups.ts).
          groups: chunkGroups({
            main: `${src}/main.tsx`,
            boot: `${src}/boot.tsx`,
            ...routeEntries(routeTable, src),
          }),
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'collateral/**/*.test.ts',
            'worker/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's default outside watch mode is one worker fewer than the cores: on two cores,
          // one. These files are independent and CPU-bound, so every core runs them.
          maxWorkers: '100%',
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          maxWorkers: '100%',
        },
      },
      {
        extends: true,
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          // The migrations run once; each file's Worker starts on a copy of that database.
          globalSetup: ['tests/worker/d1-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // Each file starts its own workerd and mostly waits on it: three at once keep two cores
          // busy (89% against 69% with two; 129 s against 171 s on two quiet cores).
          maxWorkers: 3,
          // Each file starts its own Worker on its own D1, so files share nothing through modules:
          // without a module graph per file, wrangler (1.3 CPU-s to import) loads once per process,
          // not once per file (decision 0033).
          isolate: false,
        },
      },
    ],
  },
});
