import { beforeEach, expect, it, vi } from 'vitest';

// Loaded afresh for each Stryker run: see lead-module.test.ts.
beforeEach(() => {
  vi.resetModules();
});

// The publishing schemas are built while library-publish.ts loads (see lead-module.test.ts): imported
// inside a test, a mistake in how they are built fails a test, which Stryker's vitest runner can see.
it('loads and builds the publishing schemas', async () => {
  const { libraryFieldsSchema, fileNameSchema } = await import('./library-publish');
  const { safeParse } = await import('zod/mini');
  expect(
    safeParse(libraryFieldsSchema, {
      title: '  Deck  ',
      description: 'A deck for the team.',
      category: 'Sales',
      tags: ['Sales'],
      updatedAt: '2026-11-20',
      complianceFlag: false,
    }).data?.title,
  ).toBe('Deck');
  expect(safeParse(fileNameSchema, 'a/b.pdf').error?.issues[0]?.message).toBe(
    'The file name cannot hold a slash.',
  );
});
