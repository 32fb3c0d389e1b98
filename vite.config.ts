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
import { adminPathPrefixes } from './src/shared/routes.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = {
  resolve: { alias: { '@': src } },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
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
        // The lead inbox's code (assets/admin-*) is for staff with the admin token and needs the
        // network anyway: public visitors never download it (decision 0009).
        globIgnores: [
          'sw.js',
          'portal-pack.json',
          '**/*.map',
          '.vite/**',
          'assets/admin-*',
          ...adminPathPrefixes.map((prefix) => `${prefix.slice(1)}**`),
        ],
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
          groups: [
            // React, React DOM and the router in one file, as a single-bundle app would ship them:
            // split by who imports them, they travel as several files that compress worse apart.
            {
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)\//,
              priority: 20,
            },
            // What an open menu, dropdown or dialog does (scroll lock, Escape, outside press), in one
            // file loaded when the first one opens: the public first view carries only the closed header.
            {
              name: 'popup',
              test: /\/src\/(hooks\/(use-dismiss|use-scroll-lock)|components\/open-menu)\./,
              priority: 16,
            },
            // The app's frame (boot, routes, header, footer, service worker) with the small
            // building blocks every public page uses: one file instead of half a dozen small ones.
            // Left out: what only some pages use, and what loads only when needed (the toasts, the
            // install help and workbox-window's registration, imported after the load event). The
            // route table's router module (virtual:msd/routes) is part of the frame.
            {
              name: 'app',
              // Not the style sheets that sit in these folders: main.tsx lists them render-blocking.
              test: (id: string) =>
                !id.endsWith('.css') &&
                /virtual:msd\/routes$|\/src\/(boot\.tsx|config\.ts|app\/(router|paths|error-screen|layouts\/(root|public)-layout)|components\/ui\/(?!disclosure|status-badge|external-link|portal-page-title)|hooks\/|features\/(site-chrome\/|pwa\/(?!pwa-toast|install-button|sw-registration)|analytics\/|mail\/)|content\/public\/site\.ts)/.test(
                  id,
                ),
              priority: 15,
            },
            // What the pages about the market states share (cards, tables, the states' summaries).
            // The blocks the industry and offer pages share, in one file rather than ten.
            {
              name: 'page-ui',
              test: /\/src\/(features\/industries\/|components\/ui\/(status-badge|external-link))/,
              minShareCount: 2,
              priority: 5,
            },
            // The lead inbox (/admin/leads) in one file the precache leaves out (see globIgnores).
            {
              name: 'admin',
              test: /\/src\/(pages\/admin\/|features\/lead-inbox\/|shared\/lead-admin\.ts)/,
              priority: 30,
            },
            // The data layer (Dexie, zod, the lead schema, first-touch attribution, the app's one
            // outbox and the sync credential it sends): one file for the gate, the portal session and
            // the inbox, one name in the app's route table (a separate outbox chunk would add its
            // name to the route table on the public first view).
            {
              name: 'data',
              test: /\/(node_modules\/(dexie|zod)\/|src\/(lib\/(db|outbox\/(store|flush|policy|send|sync-credential-store|scheduler|background-sync))|shared\/(lead|checked|storage-keys|portal-sync-api|sync-credential|vault-crypto)|features\/leads\/(first-touch|campaign-signal))\.ts)/,
              priority: 8,
            },
            {
              name: 'market-state-ui',
              test: /\/src\/(features\/market-states|content\/public\/(market-state-summaries|claims|msd-highlights))[./]/,
              minShareCount: 2,
              priority: 10,
            },
          ],
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
        },
      },
      {
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // Each file starts its own workerd; two at once is what two cores hold.
          maxWorkers: 2,
        },
      },
    ],
  },
});
