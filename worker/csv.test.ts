import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

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

  it('leaves plain text alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
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
    ['\r=1', `"'\r=1"`],
  ])('defuses a cell a spreadsheet would run (%j)', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('defuses only a formula at the start of the cell', () => {
    expect([
      csvCell('a=b'),
      csvCell('x+1'),
      csvCell('ada@example.com'),
      csvCell('well-known'),
    ]).toEqual(['a=b', 'x+1', 'ada@example.com', 'well-known']);
  });

  it('defuses a negative number written as text but not a number', () => {
    expect([csvCell('-5'), csvCell(-5)]).toEqual(["'-5", "'-5"]);
  });
});

describe('toCsv', () => {
  it('writes the header and each row as CRLF-terminated lines', () => {
    expect(
      toCsv(
        ['id', 'name', 'country'],
        [
          ['a1', 'Ada, Countess', null],
          ['b2', '=cmd', 'GB'],
        ],
      ),
    ).toBe('id,name,country\r\na1,"Ada, Countess",\r\nb2,\'=cmd,GB\r\n');
  });

  it('writes the header alone when there are no rows', () => {
    expect(toCsv(['id', 'name'], [])).toBe('id,name\r\n');
  });
});
