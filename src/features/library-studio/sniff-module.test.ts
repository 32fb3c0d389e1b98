import { beforeEach, expect, it, vi } from 'vitest';

// Loaded afresh each time: Stryker runs this file again and again in one Vitest worker (one run per
// mutant), and without a reset the import below returns the module an earlier run loaded, built
// without the mutant under test (on Vitest 5 every such mutant survived).
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
