import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  peopleApiSearch,
  peopleCsvFileName,
  peopleFiltersFromSearch,
  peopleFiltersToSearch,
} from './people-query';

describe('people filters and the URL', () => {
  it('reads known values and drops unknown or malformed ones', () => {
    expect(
      peopleFiltersFromSearch(new URLSearchParams('q=%20Ada%20&role=manager&status=revoked')),
    ).toEqual({ q: 'Ada', role: 'manager', status: 'revoked' });
    expect(peopleFiltersFromSearch(new URLSearchParams('role=owner&status=gone&x=1'))).toEqual({
      q: '',
      role: '',
      status: '',
    });
    expect(peopleFiltersFromSearch(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(
      100,
    );
  });

  it('writes only what is set, in a fixed order, and reads back the same filters', () => {
    const filters = { q: ' grace ', role: 'admin', status: 'invited' } as const;
    expect(peopleFiltersToSearch(filters).toString()).toBe('q=grace&role=admin&status=invited');
    expect(peopleFiltersFromSearch(peopleFiltersToSearch(filters))).toEqual({
      q: 'grace',
      role: 'admin',
      status: 'invited',
    });
    expect(peopleFiltersToSearch({ q: '  ', role: '', status: '' }).toString()).toBe('');
  });

  it('asks the API with the same query, or none, and for CSV with format=csv', () => {
    expect(peopleApiSearch({ q: '', role: '', status: '' })).toBe('');
    expect(peopleApiSearch({ q: 'a b', role: 'rep', status: '' })).toBe('?q=a+b&role=rep');
    expect(peopleApiSearch({ q: '', role: '', status: 'active' }, 'csv')).toBe(
      '?status=active&format=csv',
    );
    expect(peopleApiSearch({ q: '', role: '', status: '' }, 'csv')).toBe('?format=csv');
  });

  it('says whether anything is filtered', () => {
    expect(isFiltered({ q: ' ', role: '', status: '' })).toBe(false);
    expect(isFiltered({ q: '', role: 'rep', status: '' })).toBe(true);
  });

  it('names the CSV after what is in it and the day it was taken', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    expect(peopleCsvFileName({ q: '', role: '', status: '' }, now)).toBe(
      'people-all-2026-11-24.csv',
    );
    expect(peopleCsvFileName({ q: 'Acme & Co!', role: 'manager', status: 'active' }, now)).toBe(
      'people-manager-active-search-acme-co-2026-11-24.csv',
    );
  });
});
