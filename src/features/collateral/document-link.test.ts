import { describe, expect, it } from 'vitest';
import { documentLink, linkedDocumentId } from './document-link';

describe('document links', () => {
  it('open the library at one document, its id encoded', () => {
    expect(documentLink('msd-one-pager', 'https://msd.test')).toBe(
      'https://msd.test/internal/msd/docs?doc=msd-one-pager',
    );
    expect(documentLink('a b&c=d', 'https://msd.test')).toBe(
      'https://msd.test/internal/msd/docs?doc=a%20b%26c%3Dd',
    );
  });

  it('are read back to the same id; none, empty or blank is no link', () => {
    const link = new URL(documentLink('a b&c=d', 'https://msd.test'));
    expect(linkedDocumentId(link.search)).toBe('a b&c=d');
    expect(linkedDocumentId('?q=deck')).toBeNull();
    expect(linkedDocumentId('?doc=')).toBeNull();
    expect(linkedDocumentId('?doc=%20%20')).toBeNull();
    expect(linkedDocumentId('')).toBeNull();
  });
});
