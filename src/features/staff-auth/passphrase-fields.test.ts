import { describe, expect, it } from 'vitest';
import { passphraseProblems } from './passphrase-fields';

describe('passphraseProblems', () => {
  it('accepts 12 or more characters typed the same twice', () => {
    expect(passphraseProblems('correct horse', 'correct horse')).toEqual({
      passphrase: undefined,
      confirm: undefined,
      any: false,
    });
  });

  it('names the short passphrase and the differing confirmation beside their fields', () => {
    expect(passphraseProblems('elevenchars', 'elevenchar')).toEqual({
      passphrase: 'Use at least 12 characters: a few words you will remember.',
      confirm: 'The two passphrases differ: type the same one twice.',
      any: true,
    });
    expect(passphraseProblems('x'.repeat(257), 'x'.repeat(257))).toEqual({
      passphrase: 'Use at most 256 characters.',
      confirm: undefined,
      any: true,
    });
  });
});
