import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The architecture guide's layers as import zones (docs/decisions/0031). A zone lists what its
 * files may not import; src/app (the router and layouts) and src/pages compose everything, so they
 * have none. `@typescript-eslint/no-restricted-imports` rather than the core rule, which the
 * zod and collateral patterns above already use: a later config object replaces a rule's options,
 * so one rule per concern keeps both. Type-only imports count: a layer's types are its API too.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upward = (folders) => ({
  regex: `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`,
  message: `This layer does not import ${folders.map((folder) => `src/${folder}`).join(', ')} (docs/decisions/0031).`,
});

/** Dexie stays behind src/lib (issue 27): everywhere else uses its modules (db.ts, live-query.ts). */
const DEXIE_OUTSIDE_LIB = {
  group: ['dexie', 'dexie/*'],
  message: 'Use src/lib (db.ts, live-query.ts).',
};

// Each zone repeats the Dexie pattern: a later config object replaces the rule's options for its
// files, so a separate Dexie object would either drop the zones or be dropped by them.
const zone = (files, patterns, { dexie = true } = {}) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: dexie ? [...patterns, DEXIE_OUTSIDE_LIB] : patterns },
    ],
  },
});

const layerZones = [
  // Loaded by the app, the service worker, the Worker and the build scripts: only itself.
  zone(
    ['src/shared/**/*.{ts,tsx}'],
    [
      {
        regex: '^(@/(?!shared/)|\\.\\./)',
        message:
          'src/shared imports only src/shared: the Worker and the scripts load it too (docs/decisions/0031).',
      },
    ],
  ),
  zone(['src/lib/**/*.{ts,tsx}'], [upward(['app', 'pages', 'features', 'components'])], {
    dexie: false,
  }),
  zone(['src/hooks/**/*.{ts,tsx}'], [upward(['app', 'pages', 'features', 'components'])]),
  zone(['src/components/**/*.{ts,tsx}'], [upward(['app', 'pages', 'features'])]),
  zone(['src/content/**/*.{ts,tsx}'], [upward(['app', 'pages', 'features'])]),
  ...FEATURES.map((feature) =>
    zone(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        upward(['app', 'pages']),
        {
          regex: `^@/features/(?!${feature}(/|$))[^/]+/`,
          message: `Another feature is reached only through its index: import from '@/features/<name>' (docs/decisions/0031).`,
        },
        {
          regex: '^\\.\\./',
          message:
            'Inside a feature import with ./; anything outside it with @/ (docs/decisions/0031).',
        },
      ],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.wrangler',
      'worker/.wrangler',
      'test-results',
      'playwright-report',
      'docs/bench',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The top-level collateral/ folder (relative paths only reach it), not features/collateral.
              regex: '^(\\.\\./)+collateral/',
              message: 'Confidential material reaches the app only through the encrypted vault.',
            },
            {
              group: ['zod', 'zod/*'],
              allowTypeImports: true,
              message:
                'Keep zod out of the browser bundle: import types from *.schema.ts with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // Schemas, shared boundary code and tests may use zod at runtime.
    files: [
      'src/**/*.schema.ts',
      'src/content/schema.ts',
      'src/shared/**/*.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Shared code reaches the browser: zod/mini only (full zod added 16 KB gzip, decision 0028).
    files: ['src/shared/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'src/shared reaches the browser: import zod/mini.',
          })),
        },
      ],
    },
  },
  {
    // The files in no zone (src/app, src/pages, the entry points): Dexie only. Before the zones,
    // which carry the same pattern with their own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [DEXIE_OUTSIDE_LIB] }],
    },
  },
  ...layerZones,
  {
    files: ['worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Node tooling; benchmark and e2e code also runs functions inside the browser page.
    files: ['scripts/**/*.{js,mjs,ts,tsx}', 'tests/**/*.ts', '*.config.{js,ts}', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Type-aware rules (every promise awaited or handled, no `any` leaking through) on the TypeScript
    // that the tsconfig projects cover; the .mjs tooling has no types to check against.
    files: [
      'src/**/*.{ts,tsx}',
      'worker/**/*.ts',
      'tests/**/*.ts',
      'scripts/**/*.ts',
      'collateral/portal/**/*.ts',
      '*.config.ts',
    ],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // An async function without await is how a fake or a plugin hook keeps a Promise-returning
      // signature while a throw still becomes a rejection, as in the real implementation.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
