import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, LEAD_CSV_HEADER, leadCsvLine, UTF8_BOM } from './csv';
import type { LeadRow } from './lead-row';

describe('csvCell', () => {
  it('writes a missing value as an empty cell and a number as its digits', () => {
    expect([csvCell(null), csvCell(undefined), csvCell(''), csvCell(0), csvCell(42.5)]).toEqual([
      '',
      '',
      '',
      '0',
      '42.5',
    ]);
  });

  it('leaves plain text alone, leading space included', () => {
    expect([csvCell('Ada Lovelace'), csvCell('  Ada'), csvCell('Zoë Ōkubo')]).toEqual([
      'Ada Lovelace',
      '  Ada',
      'Zoë Ōkubo',
    ]);
  });

  it('quotes a cell holding a quote, comma or line break, doubling its quotes', () => {
    expect([
      csvCell('Smith, Jones & Co'),
      csvCell('The "Engine"'),
      csvCell('two\nlines'),
      csvCell('cr\rhere'),
    ]).toEqual(['"Smith, Jones & Co"', '"The ""Engine"""', '"two\nlines"', '"cr\rhere"']);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\tplain', "'\tplain"],
    ['\rplain', `"'\rplain"`],
    [' =1+1', "' =1+1"],
    ['   @cmd', "'   @cmd"],
    ['\u3000=1', "'\u3000=1"],
    ['\u00A0+1', "'\u00A0+1"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    [' \u3000 ＝1', "' \u3000 ＝1"],
  ])('defuses a cell a spreadsheet would run (%j)', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('defuses only a formula at the start of the cell (after whitespace at most)', () => {
    expect([
      csvCell('a=b'),
      csvCell('x +1'),
      csvCell('x @y'),
      csvCell('ada@example.com'),
      csvCell('well-known'),
      csvCell('a＝b'),
      csvCell('tab\there'),
    ]).toEqual(['a=b', 'x +1', 'x @y', 'ada@example.com', 'well-known', 'a＝b', 'tab\there']);
  });

  it('defuses a negative number, as text or as a number', () => {
    expect([csvCell('-5'), csvCell(-5)]).toEqual(["'-5", "'-5"]);
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvLine(['a1', 'Ada, Countess', null, 3, '=cmd'])).toBe(
      'a1,"Ada, Countess",,3,\'=cmd\r\n',
    );
    expect(csvLine([])).toBe('\r\n');
  });
});

describe('the lead export', () => {
  it('starts with a UTF-8 byte order mark', () => {
    expect(UTF8_BOM).toBe('\uFEFF');
    expect(new TextEncoder().encode(UTF8_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('has one column per stored field, in a fixed order, and the owner by name', () => {
    expect(LEAD_CSV_HEADER).toEqual([
      'id',
      'received_at',
      'created_at',
      'name',
      'company',
      'email',
      'source',
      'country',
      'user_agent',
      'status',
      'status_note',
      'status_changed_at',
      'delivery_state',
      'delivery_attempts',
      'delivered_at',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'referrer_host',
      'landing_path',
      'first_seen_at',
      'owner_id',
      'owner_name',
    ]);
  });

  it('writes a row in the header order, empty cells for nulls, defused and quoted as needed', () => {
    const row: Omit<LeadRow, 'submissions'> = {
      id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
      name: '=Ada',
      company: 'Engines, Ltd',
      email: 'ada@example.com',
      source: 'data-in-action',
      user_agent: 'UA "quoted"',
      created_at: '2026-11-22T10:00:00.000Z',
      received_at: '2026-11-22T10:00:01.000Z',
      country: null,
      status: 'contacted',
      status_note: 'Called,\nleft a message',
      status_changed_at: '2026-11-23T09:00:00.000Z',
      delivery_state: 'retrying',
      delivery_attempts: 2,
      delivery_error: 'HTTP 503',
      delivered_at: null,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer_host: 'news.example.com',
      landing_path: '/data-in-action',
      first_seen_at: '2026-11-20T09:30:00+02:00',
      owner_id: null,
      owner_name: null,
    };
    expect(leadCsvLine(row)).toBe(
      '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11,2026-11-22T10:00:01.000Z,2026-11-22T10:00:00.000Z,' +
        '\'=Ada,"Engines, Ltd",ada@example.com,data-in-action,,"UA ""quoted""",contacted,' +
        '"Called,\nleft a message",2026-11-23T09:00:00.000Z,retrying,2,,newsletter,email,,,,' +
        'news.example.com,/data-in-action,2026-11-20T09:30:00+02:00,,\r\n',
    );
    const owned = {
      ...row,
      owner_id: '5d0c2a4e-1b7f-4e8a-9c3d-7f6e5a4b3c2d',
      owner_name: '@Bo, Sales',
    };
    expect(leadCsvLine(owned)).toMatch(
      /,2026-11-20T09:30:00\+02:00,5d0c2a4e-1b7f-4e8a-9c3d-7f6e5a4b3c2d,"'@Bo, Sales"\r\n$/,
    );
  });
});
