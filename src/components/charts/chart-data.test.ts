import { describe, expect, it } from 'vitest';
import { allWhole, chartCsv, chartSummary, labelStride, maxValue, niceTicks } from './chart-data';

describe('chartCsv', () => {
  it('writes a BOM, the header and one line per label, with gaps empty and formulas defused', () => {
    expect(
      chartCsv(
        ['2026-11-01', '2026-11-02'],
        [
          { name: 'Views', values: [3, null] },
          { name: '=Leads', values: [0, 12] },
        ],
        'Day',
      ),
    ).toBe("\uFEFFDay,Views,'=Leads\r\n2026-11-01,3,0\r\n2026-11-02,,12\r\n");
  });

  it('has only the header when there are no labels', () => {
    expect(chartCsv([], [{ name: 'Views', values: [] }])).toBe('\uFEFFPeriod,Views\r\n');
  });
});

describe('maxValue', () => {
  it('is the largest value of any series, ignoring gaps, and 0 for none', () => {
    expect(
      maxValue([
        { name: 'a', values: [1, null, 7] },
        { name: 'b', values: [9, 2] },
      ]),
    ).toBe(9);
    expect(maxValue([{ name: 'a', values: [null] }])).toBe(0);
    expect(maxValue([])).toBe(0);
  });
});

describe('allWhole', () => {
  it('is true only when every value is a whole number', () => {
    expect(allWhole([{ name: 'a', values: [0, 3, null] }])).toBe(true);
    expect(
      allWhole([
        { name: 'a', values: [1] },
        { name: 'b', values: [2.5] },
      ]),
    ).toBe(false);
  });
});

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and reaches the maximum', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(5)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(0.5)).toEqual([0, 0.2, 0.4, 0.6]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('keeps whole steps for counts', () => {
    expect(niceTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
    expect(niceTicks(1, 4, true)).toEqual([0, 1]);
    expect(niceTicks(100, 4, true)).toEqual([0, 50, 100]);
  });

  it('gives 0 and 1 when there is nothing to scale', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('labelStride', () => {
  it('prints every label that fits and thins the rest evenly', () => {
    expect(labelStride(5, 720)).toBe(1);
    expect(labelStride(30, 720)).toBe(3);
    expect(labelStride(30, 10)).toBe(30);
  });
});

describe('chartSummary', () => {
  it('names the kind, the series and the span', () => {
    expect(
      chartSummary(
        'Line',
        ['1 Sep', '8 Sep', '15 Sep'],
        [
          { name: 'Certified', values: [] },
          { name: 'Completion', values: [] },
          { name: 'Opened', values: [] },
        ],
      ),
    ).toBe(
      'Line chart of Certified, Completion and Opened over 3 periods, 1 Sep to 15 Sep. The table lists every value.',
    );
    expect(chartSummary('Bar', ['Mon'], [{ name: 'Views', values: [] }])).toBe(
      'Bar chart of Views over 1 period, Mon. The table lists every value.',
    );
    expect(chartSummary('Bar', [], [{ name: 'Views', values: [] }])).toBe(
      'Bar chart of Views over no periods. The table lists every value.',
    );
  });
});
