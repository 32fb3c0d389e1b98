import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_LIBRARY_FILE_BYTES } from '@/shared/library-publish';
import { checkFileSize, sniffFile, SNIFFED, zipEntryNames } from './sniff';

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
