import { describe, expect, it } from 'vitest';
import { csvCounter, formatBytes } from './csv-progress';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('csvCounter', () => {
  it('counts records after the header, and the bytes, chunk by chunk', () => {
    const counter = csvCounter();
    expect(counter.add(bytes('\uFEFFid,name\r\n'))).toEqual({ bytes: 12, rows: 0 });
    expect(counter.add(bytes('1,Ada\r\n2,Gr'))).toEqual({ bytes: 23, rows: 1 });
    expect(counter.add(bytes('ace\r\n'))).toEqual({ bytes: 28, rows: 2 });
  });

  it('does not count a line break inside a quoted cell, nor be fooled by doubled quotes', () => {
    const counter = csvCounter();
    const text = 'id,note\r\n1,"Called,\r\nleft a ""message"""\r\n2,"a\nb"\r\n3,plain\r\n';
    expect(counter.add(bytes(text))).toEqual({ bytes: bytes(text).byteLength, rows: 3 });
  });

  it('keeps the quote state across chunks split anywhere, even inside a character', () => {
    const text = 'id,name\r\n1,"Zoë\r\nŌkubo"\r\n2,"x"\r\n';
    const all = bytes(text);
    for (let cut = 0; cut <= all.length; cut += 1) {
      const counter = csvCounter();
      counter.add(all.slice(0, cut));
      expect(counter.add(all.slice(cut))).toEqual({ bytes: all.length, rows: 2 });
    }
  });

  it('says no rows for an empty file or a header alone', () => {
    expect(csvCounter().add(new Uint8Array())).toEqual({ bytes: 0, rows: 0 });
    expect(csvCounter().add(bytes('id,name\r\n'))).toEqual({ bytes: 9, rows: 0 });
  });
});

describe('formatBytes', () => {
  it('words sizes as downloads do', () => {
    expect([0, 1, 999, 1000, 12_345, 999_999, 4_000_000, 2_500_000_000].map(formatBytes)).toEqual([
      '0 bytes',
      '1 byte',
      '999 bytes',
      '1.0 KB',
      '12.3 KB',
      '1.0 MB',
      '4.0 MB',
      '2.5 GB',
    ]);
  });
});
