import { describe, expect, it } from 'vitest';
import type { CollateralFile } from '@/shared/vault-schema';
import { libraryHref, resolveDocRef } from './doc-refs';

const file = {
  id: 'sales/one-pager',
  title: 'One Pager & Summary',
  fileType: 'Markdown',
} as CollateralFile;

describe('libraryHref', () => {
  it('encodes the query for the library URL', () => {
    expect(libraryHref('A & B?')).toBe('/internal/msd/docs?q=A%20%26%20B%3F');
  });
});

describe('resolveDocRef', () => {
  it('links to the library filtered by the catalogue title', () => {
    const resolved = resolveDocRef({ label: 'One-Pager', docId: 'sales/one-pager' }, [file]);
    expect(resolved).toMatchObject({
      label: 'One-Pager',
      title: 'One Pager & Summary',
      fileType: 'Markdown',
    });
    expect(resolved.href).toBe(libraryHref('One Pager & Summary'));
  });

  it('falls back to the reference label when the file is not in the catalogue', () => {
    const resolved = resolveDocRef({ label: 'Missing Doc', docId: 'nowhere/missing' }, [file]);
    expect(resolved.title).toBe('Missing Doc');
    expect(resolved.fileType).toBeUndefined();
    expect(resolved.href).toBe(libraryHref('Missing Doc'));
  });
});
