import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from './library-filters';
import {
  clearFilters,
  parseLibraryQuery,
  sameLibraryQuery,
  serializeLibraryQuery,
  toggleTag,
} from './library-query';

const vocabulary = {
  categories: ['Sales', 'Technical Specs'],
  tags: ['AE', 'Value Prop', 'Replay Examples'],
};

describe('library query in the URL', () => {
  it('reads an empty query as the default view', () => {
    expect(parseLibraryQuery('', vocabulary)).toEqual(EMPTY_QUERY);
  });

  it('round-trips every field', () => {
    const query = {
      q: 'calm & deck?',
      category: 'Technical Specs',
      tags: ['Value Prop', 'AE'],
      sort: 'title' as const,
      inside: true,
    };
    const search = serializeLibraryQuery(query);
    expect(search).toBe(
      '?q=calm%20%26%20deck%3F&category=Technical%20Specs&tags=Value%20Prop,AE&sort=title&inside=1',
    );
    expect(parseLibraryQuery(search, vocabulary)).toEqual(query);
  });

  it('accepts form-style encoding (+ for spaces) and %2C separators', () => {
    expect(parseLibraryQuery('?q=pilot+plan&tags=AE%2CValue+Prop', vocabulary)).toMatchObject({
      q: 'pilot plan',
      tags: ['AE', 'Value Prop'],
    });
  });

  it('drops unknown categories, tags, sorts and duplicate tags', () => {
    expect(parseLibraryQuery('?category=Nope&tags=AE,Nope,AE&sort=size', vocabulary)).toEqual({
      ...EMPTY_QUERY,
      tags: ['AE'],
    });
  });

  it('leaves defaults out of the URL', () => {
    expect(serializeLibraryQuery(EMPTY_QUERY)).toBe('');
    expect(serializeLibraryQuery({ ...EMPTY_QUERY, sort: 'category' })).toBe('?sort=category');
  });

  it('toggles tags and clears filters but keeps the sort', () => {
    const withTag = toggleTag(EMPTY_QUERY, 'AE');
    expect(withTag.tags).toEqual(['AE']);
    expect(toggleTag(withTag, 'AE').tags).toEqual([]);
    expect(
      clearFilters({ q: 'x', category: 'Sales', tags: ['AE'], sort: 'title', inside: true }),
    ).toEqual({ ...EMPTY_QUERY, sort: 'title', inside: true });
  });

  it('the same view parsed again (a new vocabulary object after a vault update) is the same view', () => {
    const search = '?q=calm&tags=AE&sort=title';
    const first = parseLibraryQuery(search, vocabulary);
    const again = parseLibraryQuery(search, {
      categories: [...vocabulary.categories],
      tags: [...vocabulary.tags],
    });
    expect(again).not.toBe(first);
    expect(sameLibraryQuery(first, again)).toBe(true);
    expect(sameLibraryQuery(first, parseLibraryQuery('?q=calm&tags=AE', vocabulary))).toBe(false);
    expect(
      sameLibraryQuery(first, parseLibraryQuery('?q=calm%20&tags=AE&sort=title', vocabulary)),
    ).toBe(false);
    expect(sameLibraryQuery(first, { ...first, inside: true })).toBe(false);
  });
});
