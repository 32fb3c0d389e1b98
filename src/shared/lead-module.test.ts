import { beforeEach, expect, it, vi } from 'vitest';

// Loaded afresh each time: Stryker runs this file again and again in one Vitest worker (one run per
// mutant), and without a reset the import below returns the module an earlier run loaded, built
// without the mutant under test (on Vitest 5 every such mutant survived).
beforeEach(() => {
  vi.resetModules();
});

// The lead schemas are built while the module loads, so a mistake there breaks the import itself.
// Imported inside a test, that is a failing test rather than a test file with no tests (which
// Stryker's vitest runner would count as a surviving mutant).
it('loads and builds the lead schemas', async () => {
  const { parseLead } = await import('./lead');
  const required = (field: string) => ({ field, message: 'This field is required.' });
  expect(parseLead({})).toEqual({
    ok: false,
    problems: [
      required('id'),
      required('name'),
      required('company'),
      required('email'),
      { field: 'source', message: 'source must be "data-in-action".' },
      required('userAgent'),
      required('createdAt'),
    ],
  });
});

it('loads the inbox schemas', async () => {
  const { leadStatusUpdateSchema } = await import('./lead-admin');
  const { safeParse } = await import('zod/mini');
  expect(safeParse(leadStatusUpdateSchema, { status: 'new', note: ' Called ' }).data).toEqual({
    status: 'new',
    note: 'Called',
  });
});
