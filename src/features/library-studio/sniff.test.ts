import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_LIBRARY_FILE_BYTES } from '@/shared/library-publish';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_TYPES,
  checkFileSize,
  extensionOf,
  sniffFile,
  SNIFFED,
  zipEntryNames,
} from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...strToU8(part)] : part)));

const PDF = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]);
const WEBP = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const office = (folder: string) =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    '_rels/.rels': strToU8('<Relationships/>'),
    [`${folder}/document.xml`]: strToU8('<doc/>'),
  });

describe('sniffFile', () => {
  it.each([
    ['deck.pdf', PDF, SNIFFED.pdf],
    ['chart.png', PNG, SNIFFED.png],
    ['photo.JPG', JPEG, SNIFFED.jpeg],
    ['photo.jpeg', JPEG, SNIFFED.jpeg],
    ['loop.gif', GIF, SNIFFED.gif],
    ['hero.webp', WEBP, SNIFFED.webp],
    ['brief.docx', office('word'), SNIFFED.word],
    ['pitch.pptx', office('ppt'), SNIFFED.powerpoint],
    ['model.xlsx', office('xl'), SNIFFED.excel],
    [
      'logo.svg',
      bytes('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x"></svg>'),
      SNIFFED.svg,
    ],
    ['page.html', bytes('  <!-- page -->\n<!DOCTYPE html>\n<html lang="en"></html>'), SNIFFED.html],
    ['page.htm', bytes('<html><body>Hi</body></html>'), SNIFFED.html],
    ['notes.md', bytes('# Notes\n\nSome *text*.\n'), SNIFFED.markdown],
    ['states.csv', bytes('date,state\n2026-01-02,calm\n'), SNIFFED.csv],
    ['data.json', bytes('{"a": [1, 2]}'), SNIFFED.json],
    ['config.yaml', bytes('a: 1\n'), SNIFFED.yaml],
    ['readme.txt', bytes('\uFEFFPlain text, café.'), SNIFFED.text],
  ])('takes %s as its bytes say', (name, content, type) => {
    expect(sniffFile(name, content)).toEqual({ ok: true, type });
  });

  it('maps an Excel workbook to the Data file type with the xlsx mime type', () => {
    const result = sniffFile('model.xlsx', office('xl'));
    expect(result.ok && result.type.fileType).toBe('Data');
    expect(result.ok && result.type.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('reads zip entry names from the central directory and from local headers alone', () => {
    const zip = office('ppt');
    expect(zipEntryNames(zip)).toEqual(['[Content_Types].xml', '_rels/.rels', 'ppt/document.xml']);
    // Cut before the central directory: the local headers still name the entries.
    const central =
      zip.length - 22 - 3 * 46 - '[Content_Types].xml_rels/.relsppt/document.xml'.length;
    expect(zipEntryNames(zip.subarray(0, central))).toContain('ppt/document.xml');
  });

  it.each([
    [
      'a PNG named .pdf',
      'report.pdf',
      PNG,
      '“report.pdf” is named as a PDF, but its contents are a PNG image. Rename it (.png) or choose the right file.',
    ],
    [
      'a Word file named .pptx',
      'deck.pptx',
      office('word'),
      '“deck.pptx” is named as a PowerPoint presentation, but its contents are a Word document.',
    ],
    [
      'an SVG named .png',
      'logo.png',
      bytes('<svg></svg>'),
      'is named as a PNG image, but its contents are an SVG image.',
    ],
    [
      'HTML named .md',
      'notes.md',
      bytes('<!doctype html><p>x'),
      'is named as Markdown, but its contents are an HTML page.',
    ],
    [
      'text named .pdf',
      'fake.pdf',
      bytes('just words'),
      '“fake.pdf” is named as a PDF, but its contents are plain text.',
    ],
    [
      'a PDF without an extension',
      'deck',
      PDF,
      '“deck” is a PDF, but its name does not end in .pdf.',
    ],
    [
      'text with an unknown extension',
      'notes.log',
      bytes('log line'),
      'its name does not say which kind',
    ],
    [
      'broken JSON',
      'data.json',
      bytes('{"a": '),
      '“data.json” is named as JSON data but is not valid JSON.',
    ],
  ])('refuses %s', (_, name, content, message) => {
    const result = sniffFile(name, content);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it.each([
    [
      'a program renamed .pdf',
      'setup.pdf',
      EXE,
      '“setup.pdf” is not a type the library takes: it is named as a PDF, but its contents are not.',
    ],
    [
      'a plain zip',
      'files.docx',
      zipSync({ 'a.txt': strToU8('a') }),
      'a zip archive that is not a Word, PowerPoint or Excel file',
    ],
    ['binary with a NUL', 'data.csv', bytes('a,b\n', [0], 'c'), 'is not a type the library takes'],
    ['invalid UTF-8', 'notes.txt', bytes([0xc3, 0x28]), 'is not a type the library takes'],
  ])('refuses %s as an unknown type', (_, name, content, message) => {
    const result = sniffFile(name, content);
    expect(!result.ok && result.message).toContain(message);
  });

  it('refuses an empty file and a bad file name before looking at the bytes', () => {
    expect(sniffFile('empty.txt', new Uint8Array())).toEqual({
      ok: false,
      message: 'This file is empty: choose the file with its content.',
    });
    expect(sniffFile('bad\u202Egpj.pdf', PDF)).toEqual({
      ok: false,
      message: 'The file name has an invisible or direction-changing character.',
    });
  });
});

describe('checkFileSize', () => {
  it('takes up to 100 MB and says how large a larger file is', () => {
    expect(checkFileSize(1)).toBeNull();
    expect(checkFileSize(MAX_LIBRARY_FILE_BYTES)).toBeNull();
    expect(checkFileSize(MAX_LIBRARY_FILE_BYTES + 1)).toBe(
      'This file is 100.0 MB; the library takes files up to 100 MB.',
    );
    expect(checkFileSize(Math.round(123.4 * 1024 * 1024))).toBe(
      'This file is 123.4 MB; the library takes files up to 100 MB.',
    );
    expect(checkFileSize(0)).toBe('This file is empty: choose the file with its content.');
  });
});

const ACCEPTED =
  'PDF, Word, PowerPoint, Excel, PNG, JPEG, GIF, WebP, SVG, HTML, Markdown, CSV, JSON, YAML and plain text';

describe('what the studio accepts', () => {
  it('lists the types and their extensions', () => {
    expect(ACCEPTED_TYPES).toBe(ACCEPTED);
    expect(ACCEPT_ATTRIBUTE).toBe(
      '.pdf,.png,.jpg,.jpeg,.gif,.webp,.svg,.docx,.pptx,.xlsx,.html,.htm,.md,.markdown,.csv,.json,.yaml,.yml,.txt',
    );
  });

  it('reads the extension after the last dot, in lower case; a leading dot is no extension', () => {
    expect(extensionOf('Deck.Final.PDF')).toBe('.pdf');
    expect(extensionOf('deck')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('a.')).toBe('.');
  });
});

describe('sniffFile messages, whole', () => {
  const refused = (name: string, content: Uint8Array) => {
    const result = sniffFile(name, content);
    return result.ok ? 'accepted' : result.message;
  };

  it('names the type without an extension and every extension it may have', () => {
    expect(refused('photo', JPEG)).toBe(
      '“photo” is a JPEG image, but its name does not end in .jpg or .jpeg. Rename it and choose it again.',
    );
    expect(refused('photo.png', JPEG)).toBe(
      '“photo.png” is named as a PNG image, but its contents are a JPEG image. Rename it (.jpg) or choose the right file.',
    );
  });

  it('an unknown type, named or not', () => {
    expect(refused('setup.bin', EXE)).toBe(
      `“setup.bin” is not a type the library takes. The library takes ${ACCEPTED}.`,
    );
    expect(refused('setup.pdf', EXE)).toBe(
      `“setup.pdf” is not a type the library takes: it is named as a PDF, but its contents are not. The library takes ${ACCEPTED}.`,
    );
    expect(refused('files.zip', zipSync({ 'a.txt': strToU8('a') }))).toBe(
      `“files.zip” is not a type the library takes (a zip archive that is not a Word, PowerPoint or Excel file). The library takes ${ACCEPTED}.`,
    );
  });

  it('text whose name says another kind, or no kind', () => {
    expect(refused('fake.pdf', bytes('just words'))).toBe(
      '“fake.pdf” is named as a PDF, but its contents are plain text. Rename it (.txt, .md, .csv) or choose the right file.',
    );
    expect(refused('notes.log', bytes('log line'))).toBe(
      '“notes.log” is text, but its name does not say which kind: name it .txt, .md, .csv, .json or .yaml.',
    );
    expect(refused('data.json', bytes('{"a": '))).toBe(
      '“data.json” is named as JSON data but is not valid JSON. Check the file and choose it again.',
    );
  });

  it('takes a signature exactly as long as the file', () => {
    expect(sniffFile('tiny.pdf', bytes('%PDF-'))).toEqual({ ok: true, type: SNIFFED.pdf });
    expect(refused('tiny.pdf', bytes('%PDF'))).toBe(
      '“tiny.pdf” is named as a PDF, but its contents are plain text. Rename it (.txt, .md, .csv) or choose the right file.',
    );
  });

  it('needs both RIFF and WEBP for a WebP image', () => {
    const wave = bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt ', [0, 0, 0, 0]);
    expect(refused('sound.webp', wave)).toBe(
      `“sound.webp” is not a type the library takes: it is named as a WebP image, but its contents are not. The library takes ${ACCEPTED}.`,
    );
    const notRiff = bytes('RIFX', [26, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]);
    expect(refused('hero.webp', notRiff)).toBe(
      `“hero.webp” is not a type the library takes: it is named as a WebP image, but its contents are not. The library takes ${ACCEPTED}.`,
    );
  });

  it('drops one byte-order mark, so JSON and SVG after it are read as such', () => {
    expect(sniffFile('data.json', bytes('\uFEFF{"a": 1}'))).toEqual({
      ok: true,
      type: SNIFFED.json,
    });
    // The decoder drops the first mark; the markup check drops a second one at the start only.
    expect(sniffFile('logo.svg', bytes('\uFEFF\uFEFF<svg></svg>'))).toEqual({
      ok: true,
      type: SNIFFED.svg,
    });
    expect(refused('page.html', bytes('<ht\uFEFFml><body></body></html>'))).toBe(
      '“page.html” is named as an HTML page, but its contents are plain text. Rename it (.txt, .md, .csv) or choose the right file.',
    );
  });

  it('reads markup only at the start of the text', () => {
    for (const text of [
      'x <svg></svg>',
      'x <html></html>',
      'x <!doctype html>',
      'x <!doctype svg>',
    ])
      expect([text, sniffFile('notes.txt', bytes(text))]).toEqual([
        text,
        { ok: true, type: SNIFFED.text },
      ]);
  });

  it('reads doctypes with any spacing and the html element with attributes', () => {
    const typeOf = (text: string) => {
      const result = sniffFile('file', bytes(text));
      return result.ok ? 'accepted' : result.message.split(',')[0];
    };
    expect(typeOf('<!DOCTYPE svg>')).toBe('“file” is an SVG image');
    expect(typeOf('<!doctype  svg>')).toBe('“file” is an SVG image');
    expect(typeOf('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">')).toBe(
      '“file” is an SVG image',
    );
    expect(typeOf('<!doctype  html>')).toBe('“file” is an HTML page');
    expect(typeOf('<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">')).toBe(
      '“file” is an HTML page',
    );
    expect(typeOf('<html lang="en"></html>')).toBe('“file” is an HTML page');
    expect(typeOf('<!doctypes html>')).toBe('“file” is text');
    expect(typeOf('<htmlx>')).toBe('“file” is text');
    expect(typeOf('<svgx>')).toBe('“file” is text');
  });
});

/** A zip built by hand: stored entries, optional data-descriptor flag, extra fields and comments. */
function handZip(
  entries: { name: string; data?: string; flags?: number; extra?: number; comment?: string }[],
  options: { count?: number; archiveComment?: number; trailing?: number; central?: boolean } = {},
): Uint8Array {
  const out: number[] = [];
  const u16 = (n: number) => out.push(n & 0xff, (n >>> 8) & 0xff);
  const u32 = (n: number) => {
    u16(n & 0xffff);
    u16(n >>> 16);
  };
  const text = (s: string) => out.push(...strToU8(s));
  const offsets: number[] = [];
  for (const entry of entries) {
    const data = entry.data ?? 'x';
    offsets.push(out.length);
    u32(0x04034b50);
    u16(20);
    u16(entry.flags ?? 0);
    u16(0);
    u32(0);
    u32(0);
    u32(data.length);
    u32(data.length);
    u16(entry.name.length);
    u16(entry.extra ?? 0);
    text(entry.name);
    out.push(...new Array<number>(entry.extra ?? 0).fill(0x41));
    text(data);
  }
  const centralAt = out.length;
  if (options.central !== false)
    entries.forEach((entry, i) => {
      const data = entry.data ?? 'x';
      u32(0x02014b50);
      u16(20);
      u16(20);
      u16(entry.flags ?? 0);
      u16(0);
      u32(0);
      u32(0);
      u32(data.length);
      u32(data.length);
      u16(entry.name.length);
      u16(entry.extra ?? 0);
      u16((entry.comment ?? '').length);
      u16(0);
      u16(0);
      u32(0);
      u32(offsets[i]!);
      text(entry.name);
      out.push(...new Array<number>(entry.extra ?? 0).fill(0x42));
      text(entry.comment ?? '');
    });
  const centralSize = out.length - centralAt;
  u32(0x06054b50);
  u16(0);
  u16(0);
  u16(options.count ?? entries.length);
  u16(options.count ?? entries.length);
  u32(centralSize);
  u32(centralAt);
  u16(options.archiveComment ?? 0);
  const zip = new Uint8Array(out.length + (options.archiveComment ?? 0) + (options.trailing ?? 0));
  zip.set(out);
  zip.fill(0x20, out.length);
  return zip;
}

describe('zipEntryNames', () => {
  const THREE = [
    { name: '[Content_Types].xml', flags: 0x08, extra: 4, comment: 'types' },
    { name: '_rels/.rels', flags: 0x08, extra: 0, comment: 'rels' },
    { name: 'ppt/slide.xml', flags: 0x08, extra: 9, comment: '' },
  ];
  const ALL_NAMES = ['[Content_Types].xml', '_rels/.rels', 'ppt/slide.xml'];

  it('reads the central directory past extra fields and comments (the local headers stop at a data descriptor)', () => {
    expect(zipEntryNames(handZip(THREE))).toEqual(ALL_NAMES);
    expect(sniffFile('deck.pptx', handZip(THREE))).toEqual({ ok: true, type: SNIFFED.powerpoint });
  });

  it('finds the end record behind an archive comment of up to 65,535 bytes, and no further', () => {
    expect(zipEntryNames(handZip(THREE, { archiveComment: 100 }))).toEqual(ALL_NAMES);
    expect(zipEntryNames(handZip(THREE, { archiveComment: 0xffff }))).toEqual(ALL_NAMES);
    // One byte more than a comment can hold: not an end record, so only the local headers count.
    expect(zipEntryNames(handZip(THREE, { archiveComment: 0xffff, trailing: 1 }))).toEqual([
      '[Content_Types].xml',
    ]);
  });

  it('reads as many central entries as the end record counts', () => {
    expect(zipEntryNames(handZip(THREE, { count: 2 }))).toEqual(ALL_NAMES.slice(0, 2));
    expect(zipEntryNames(handZip(THREE, { count: 5 }))).toEqual(ALL_NAMES);
  });

  it('falls back to the local headers when the central directory names nothing', () => {
    const plain = THREE.map(({ name, extra }) => ({ name, extra, data: 'data' }));
    expect(zipEntryNames(handZip(plain, { count: 0 }))).toEqual(ALL_NAMES);
    expect(zipEntryNames(handZip(plain, { central: false, count: 0 }))).toEqual(ALL_NAMES);
  });

  it('stops the local walk at a data descriptor, even when sizes are written', () => {
    const described = [{ name: 'a.xml', flags: 0x08 }, { name: 'b.xml' }];
    expect(zipEntryNames(handZip(described, { central: false, count: 0 }))).toEqual(['a.xml']);
    const flagged = [{ name: 'a.xml', flags: 0x01 }, { name: 'b.xml' }];
    expect(zipEntryNames(handZip(flagged, { central: false, count: 0 }))).toEqual([
      'a.xml',
      'b.xml',
    ]);
  });

  it('reads at most 10,000 local headers', () => {
    const many = Array.from({ length: 10_001 }, () => ({ name: 'a', data: '' }));
    expect(zipEntryNames(handZip(many, { central: false, count: 0 }))).toHaveLength(10_000);
  });
});
