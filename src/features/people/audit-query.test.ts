import { describe, expect, it } from 'vitest';
import {
  auditCsvFileName,
  auditCsvSearch,
  auditFilterProblem,
  auditFiltersFromSearch,
  auditFiltersToSearch,
  auditPageSearch,
  EMPTY_AUDIT_FILTERS,
} from './audit-query';

describe('audit filters and the URL', () => {
  it('reads known actions and real-looking dates only', () => {
    expect(
      auditFiltersFromSearch(
        new URLSearchParams('action=sign_in.failure&q=ada@x.com&since=2026-01-01&until=2026-02-01'),
      ),
    ).toEqual({
      action: 'sign_in.failure',
      q: 'ada@x.com',
      since: '2026-01-01',
      until: '2026-02-01',
    });
    expect(
      auditFiltersFromSearch(
        new URLSearchParams('action=drop.table&since=yesterday&until=2026-1-1'),
      ),
    ).toEqual(EMPTY_AUDIT_FILTERS);
  });

  it('writes only what is set, in a fixed order', () => {
    expect(
      auditFiltersToSearch({
        action: 'person.revoked',
        q: ' x ',
        since: '',
        until: '2026-03-04',
      }).toString(),
    ).toBe('action=person.revoked&q=x&until=2026-03-04');
    expect(auditFiltersToSearch(EMPTY_AUDIT_FILTERS).toString()).toBe('');
  });

  it('pages with the cursor and a limit; the CSV asks for everything the filters match', () => {
    expect(auditPageSearch(EMPTY_AUDIT_FILTERS)).toBe('?limit=50');
    expect(auditPageSearch({ ...EMPTY_AUDIT_FILTERS, action: 'sign_out' }, '1234', 2)).toBe(
      '?action=sign_out&cursor=1234&limit=2',
    );
    expect(auditCsvSearch({ ...EMPTY_AUDIT_FILTERS, since: '2026-05-01' })).toBe(
      '?since=2026-05-01&format=csv',
    );
  });

  it('refuses impossible dates and a range that ends before it starts', () => {
    expect(auditFilterProblem({ ...EMPTY_AUDIT_FILTERS, since: '2026-02-30' })).toBe(
      'The "From" date is not a real date.',
    );
    expect(auditFilterProblem({ ...EMPTY_AUDIT_FILTERS, until: '2026-13-01' })).toBe(
      'The "To" date is not a real date.',
    );
    expect(
      auditFilterProblem({ ...EMPTY_AUDIT_FILTERS, since: '2026-05-02', until: '2026-05-01' }),
    ).toBe('The "From" date is after the "To" date.');
    expect(
      auditFilterProblem({ ...EMPTY_AUDIT_FILTERS, since: '2026-05-01', until: '2026-05-01' }),
    ).toBeNull();
  });

  it('names the CSV after its filters', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(auditCsvFileName(EMPTY_AUDIT_FILTERS, now)).toBe('audit-all-2026-11-24.csv');
    expect(
      auditCsvFileName({ action: 'lead.exported', q: '', since: '2026-01-01', until: '' }, now),
    ).toBe('audit-lead.exported-from-2026-01-01-2026-11-24.csv');
    // The actor/subject search too, as the people and inbox exports name theirs.
    expect(
      auditCsvFileName(
        { action: '', q: '  Ana@Acme.example ', since: '', until: '2026-11-01' },
        now,
      ),
    ).toBe('audit-all-search-ana-acme-example-to-2026-11-01-2026-11-24.csv');
  });
});
