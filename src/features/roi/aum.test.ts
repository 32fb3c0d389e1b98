import { describe, expect, it } from 'vitest';
import { readAum, stepAum } from './aum';

describe('readAum', () => {
  it('reads plain, decimal and formatted numbers', () => {
    expect(readAum('500')).toEqual({ ok: true, millions: 500 });
    expect(readAum(' 1250.5 ')).toEqual({ ok: true, millions: 1250.5 });
    expect(readAum('$1,000')).toEqual({ ok: true, millions: 1000 });
    expect(readAum('.5')).toEqual({ ok: true, millions: 0.5 });
    expect(readAum('0')).toEqual({ ok: true, millions: 0 });
  });

  it('explains an empty, non-numeric or negative value instead of producing NaN', () => {
    for (const raw of ['', '   ', 'abc', '12abc', '1e3', 'NaN', 'Infinity', '--5', '5.5.5', '-']) {
      const reading = readAum(raw);
      expect(reading.ok, raw).toBe(false);
      if (!reading.ok) expect(reading.message).toMatch(/AUM/);
    }
    expect(readAum('-5')).toEqual({ ok: false, message: 'The AUM cannot be negative.' });
  });

  it('applies the content minimum when there is one', () => {
    expect(readAum('0.5', 1).ok).toBe(false);
    expect(readAum('0', 1)).toEqual({ ok: false, message: 'The AUM must be at least 1 million.' });
    expect(readAum('1', 1)).toEqual({ ok: true, millions: 1 });
    expect(readAum('0.5').ok).toBe(true);
  });

  it('refuses absurdly large values', () => {
    expect(readAum('99999999999').ok).toBe(false);
  });
});

describe('stepAum', () => {
  it('steps by the content step, never below the minimum or zero', () => {
    expect(stepAum({ ok: true, millions: 500 }, 50, 1, 500)).toBe(550);
    expect(stepAum({ ok: true, millions: 500 }, 50, -1, 500)).toBe(450);
    expect(stepAum({ ok: true, millions: 20 }, 50, -1, 500, 1)).toBe(1);
    expect(stepAum({ ok: true, millions: 20 }, 50, -1, 500)).toBe(0);
    expect(stepAum({ ok: true, millions: 0.1 }, 0.2, 1, 500)).toBe(0.3);
  });

  it('starts from the default when the field holds no valid number', () => {
    expect(stepAum({ ok: false, message: 'x' }, 50, 1, 500)).toBe(550);
  });
});
