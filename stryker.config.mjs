// Mutation testing of the lead path, of people, sessions, roles and the audit log (issue 24), of the
// per-person offline keys (issue 25) and of the library publishing modules that guard data (issue
// 26) and of the modules of issue 28 that guard data (the text rule, counted lessons, the insight
// query and counter, client-error scrubbing): `npm run test:mutation` (README, "Testing"). It runs
// only these modules' tests (vitest.mutation.config.ts); scripts/mutation-scores.mjs then holds
// every module to 85%.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/shared/lead.ts',
    'src/lib/outbox/policy.ts',
    'src/lib/outbox/flush.ts',
    'src/lib/outbox/store.ts',
    'worker/request-body.ts',
    'worker/csv.ts',
    'src/shared/csv.ts',
    'worker/cursor.ts',
    'worker/webhook.ts',
    'worker/retention.ts',
    'src/shared/lead-admin.ts',
    'src/shared/lead-fields.ts',
    'worker/lead-list-query.ts',
    'worker/client-key.ts',
    'worker/lead-notify.ts',
    'worker/lead-row.ts',
    'src/shared/people.ts',
    'worker/tokens.ts',
    'worker/passphrase.ts',
    'worker/sessions.ts',
    'worker/access-control.ts',
    'worker/audit.ts',
    'worker/sql-like.ts',
    'src/shared/device-keys.ts',
    'src/features/portal-access/device-check-in.ts',
    'src/features/portal-access/device-record.ts',
    'src/features/portal-access/session-purge.ts',
    'src/lib/outbox/sync-credential-store.ts',
    'src/features/library-feed/merge.ts',
    'src/features/library-feed/published-library.ts',
    'src/shared/library-publish.ts',
    'src/features/library-studio/sniff.ts',
    'src/features/library-studio/upload.ts',
    'src/shared/text.ts',
    'src/shared/counted-lessons.ts',
    'src/shared/insights.ts',
    'src/shared/client-errors.ts',
    // Only the insight counter's pure parts: PUBLIC_PATHS and insightRoute, refusesCounting, and the
    // message schema, sumHits and consumeInsightQueue (D1 faked). postHit and getInsights are HTTP
    // handlers the workerd tests cover, which Stryker cannot run. Move these ranges with the code.
    'worker/insights.ts:52-68',
    'worker/insights.ts:74-76',
    'worker/insights.ts:122-161',
  ],
  // Each mutant runs only the tests that reach it; a full run every time (no incremental cache), two
  // processes for the two cores.
  coverageAnalysis: 'perTest',
  incremental: false,
  concurrency: 2,
  thresholds: { high: 95, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
};
