import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, LEAD_CSV_HEADER, leadCsvLine, UTF8_BOM } from './csv';
import type { LeadRow } from './lead-row';

describe('CSV cells', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['  =1+1', "'  =1+1"],
    ['\u3000=1', "'\u3000=1"],
    ['\uFF1D1', "'\uFF1D1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20x', "'\uFF20x"],
    ['a=b', 'a=b'],
    ['x @y', 'x @y'],
    ['Zoë', 'Zoë'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n');
  });

  it('starts the file with a UTF-8 byte order mark', () => {
    expect([...new TextEncoder().encode(UTF8_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('lead CSV line', () => {
  it('writes the columns in header order', () => {
    const row: Omit<LeadRow, 'submissions'> = {
      id: 'id-1',
      name: 'Ada',
      company: 'AE',
      email: 'ada@example.com',
      source: 'data-in-action',
      user_agent: 'ua',
      created_at: 'c',
      received_at: 'r',
      country: null,
      status: 'qualified',
      status_note: 'call, Monday',
      status_changed_at: 's',
      delivery_state: 'delivered',
      delivery_attempts: 2,
      delivery_error: 'ignored',
      delivered_at: 'd',
      utm_source: 'u1',
      utm_medium: 'u2',
      utm_campaign: 'u3',
      utm_term: 'u4',
      utm_content: 'u5',
      referrer_host: 'h',
      landing_path: '/p',
      first_seen_at: 'f',
    };
    expect(LEAD_CSV_HEADER).toHaveLength(23);
    expect(leadCsvLine(row)).toBe(
      'id-1,r,c,Ada,AE,ada@example.com,data-in-action,,ua,qualified,"call, Monday",s,delivered,2,d,u1,u2,u3,u4,u5,h,/p,f\r\n',
    );
  });
});
