/**
 * The mutated modules' tests alone (lead path, people, offline keys, library publishing, the text
 * rule, counted lessons, insights and client-error scrubbing), for
 * `npm run test:mutation` (stryker.config.mjs): plain Node and none of the app's Vite plugins, so
 * each mutant loads only the few files that exercise it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The app's alias (vite.config.ts), for the browser-side modules' tests (fake-indexeddb).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'src/shared/lead.test.ts',
      'src/shared/lead-module.test.ts',
      'src/lib/outbox/policy.test.ts',
      'src/lib/outbox/flush.test.ts',
      'src/lib/outbox/flush-events.test.ts',
      'worker/request-body.test.ts',
      'worker/csv.test.ts',
      'worker/cursor.test.ts',
      'worker/webhook.test.ts',
      'worker/retention.test.ts',
      'src/shared/lead-admin.test.ts',
      'src/shared/lead-fields.test.ts',
      'worker/lead-list-query.test.ts',
      'worker/client-key.test.ts',
      'worker/lead-notify.test.ts',
      'worker/queue-names.test.ts',
      'worker/lead-row.test.ts',
      'src/shared/people.test.ts',
      'src/shared/people-module.test.ts',
      'worker/tokens.test.ts',
      'worker/passphrase.test.ts',
      'worker/sessions.test.ts',
      'worker/access-control.test.ts',
      'worker/audit.test.ts',
      'src/shared/device-keys.test.ts',
      'src/features/portal-access/device-check-in.test.ts',
      'src/features/portal-access/device-record.test.ts',
      'src/features/portal-access/session.test.ts',
      'src/lib/outbox/sync-credential-store.test.ts',
      'src/features/library-feed/merge.test.ts',
      'src/features/library-feed/published-library.test.ts',
      'src/shared/library-publish.test.ts',
      'src/shared/library-publish-module.test.ts',
      'src/features/library-studio/sniff.test.ts',
      'src/features/library-studio/sniff-module.test.ts',
      'src/features/library-studio/upload.test.ts',
      'src/shared/text.test.ts',
      'src/shared/text-boundaries.test.ts',
      'src/shared/counted-lessons.test.ts',
      'src/shared/insights.test.ts',
      'src/shared/client-errors.test.ts',
      'worker/insights.test.ts',
    ],
    environment: 'node',
  },
});
