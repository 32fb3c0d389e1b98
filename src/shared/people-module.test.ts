import { beforeEach, expect, it, vi } from 'vitest';

// Loaded afresh for each Stryker run: see lead-module.test.ts.
beforeEach(() => {
  vi.resetModules();
});

// The people schemas are built while the module loads (see lead-module.test.ts): imported inside a
// test, a mistake in how they are built fails a test, which Stryker's vitest runner can see.
it('loads and builds the people schemas: trimming, control characters and messages', async () => {
  const people = await import('./people');
  const { safeParse } = await import('zod/mini');
  expect(safeParse(people.personNameSchema, '  Ada Lovelace  ').data).toBe('Ada Lovelace');
  expect(safeParse(people.personNameSchema, 'Ada\u202Eevil').error?.issues[0]?.message).toBe(
    'Name has an invisible or direction-changing character.',
  );
  expect(
    safeParse(people.addPasskeyRequest, {
      challengeId: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
      response: { id: 'a', rawId: 'a', type: 'public-key', response: {} },
      passkeyName: '  Laptop  ',
    }).data?.passkeyName,
  ).toBe('Laptop');
  expect(
    safeParse(people.passphraseSignInRequest, { email: 'a@firm.example', passphrase: '' }).error
      ?.issues[0]?.message,
  ).toBe('Enter your passphrase.');
});
