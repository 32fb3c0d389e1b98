import { beforeEach, expect, it, vi } from 'vitest';

// Loaded afresh for each Stryker run: see lead-module.test.ts.
beforeEach(() => {
  vi.resetModules();
});

// The file types are built while sniff.ts loads (see src/shared/lead-module.test.ts): imported inside
// a test, a mistake in how they are built fails a test, which Stryker's vitest runner can see.
it('loads and builds the file types', async () => {
  const { SNIFFED, ACCEPT_ATTRIBUTE } = await import('./sniff');
  expect(SNIFFED.pdf).toEqual({
    fileType: 'PDF',
    mimeType: 'application/pdf',
    label: 'a PDF',
    extensions: ['.pdf'],
  });
  expect(ACCEPT_ATTRIBUTE.split(',')).toHaveLength(19);
});
