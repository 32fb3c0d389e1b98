/**
 * What a chosen file is, decided by its bytes and not its name (issue 26): the library studio
 * checks a file here before anything is hashed, encrypted or sent. The name's extension must agree
 * with the bytes (a `.pdf` that is a PNG, or a program renamed `.pdf`, is refused), the size must
 * be within the library's limit and the name must pass the shared file-name rule. Pure: no DOM.
 */
import { checkedMessages } from '@/shared/checked';
import { fileNameSchema, MAX_LIBRARY_FILE_BYTES } from '@/shared/library-publish';
import type { FILE_TYPES } from '@/shared/vault-schema';

export type FileType = (typeof FILE_TYPES)[number];

export interface SniffedType {
  /** The catalogue's file type (an Excel workbook is 'Data'). */
  fileType: FileType;
  mimeType: string;
  /** How a person would name it: 'a PDF', 'a PNG image'. */
  label: string;
  /** The extensions (lower case, with the dot) a file of this type may have. */
  extensions: readonly string[];
}

export type SniffResult = { ok: true; type: SniffedType } | { ok: false; message: string };

const t = (
  fileType: FileType,
  mimeType: string,
  label: string,
  extensions: readonly string[],
): SniffedType => ({ fileType, mimeType, label, extensions });

export const SNIFFED = {
  pdf: t('PDF', 'application/pdf', 'a PDF', ['.pdf']),
  png: t('Image', 'image/png', 'a PNG image', ['.png']),
  jpeg: t('Image', 'image/jpeg', 'a JPEG image', ['.jpg', '.jpeg']),
  gif: t('Image', 'image/gif', 'a GIF image', ['.gif']),
  webp: t('Image', 'image/webp', 'a WebP image', ['.webp']),
  svg: t('Image', 'image/svg+xml', 'an SVG image', ['.svg']),
  word: t(
    'Word',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'a Word document',
    ['.docx'],
  ),
  powerpoint: t(
    'PowerPoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'a PowerPoint presentation',
    ['.pptx'],
  ),
  excel: t(
    'Data',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'an Excel workbook',
    ['.xlsx'],
  ),
  html: t('HTML', 'text/html; charset=utf-8', 'an HTML page', ['.html', '.htm']),
  markdown: t('Markdown', 'text/markdown; charset=utf-8', 'Markdown', ['.md', '.markdown']),
  csv: t('Data', 'text/csv; charset=utf-8', 'a CSV table', ['.csv']),
  json: t('Data', 'application/json', 'JSON data', ['.json']),
  yaml: t('Data', 'application/yaml', 'YAML data', ['.yaml', '.yml']),
  text: t('Text', 'text/plain; charset=utf-8', 'plain text', ['.txt']),
} as const;

const ALL = Object.values(SNIFFED);
const TEXT_KINDS = [SNIFFED.markdown, SNIFFED.csv, SNIFFED.json, SNIFFED.yaml, SNIFFED.text];

/** What the library takes, for messages. */
export const ACCEPTED_TYPES =
  'PDF, Word, PowerPoint, Excel, PNG, JPEG, GIF, WebP, SVG, HTML, Markdown, CSV, JSON, YAML and plain text';

/** For the file input's accept attribute (a hint only: the bytes decide). */
export const ACCEPT_ATTRIBUTE = [...new Set(ALL.flatMap((type) => type.extensions))].join(',');

const MB = 1024 * 1024;

/** "123.4 MB" (mebibytes, as the limit is). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** null when the size is fine, else the message. */
export function checkFileSize(size: number): string | null {
  if (size === 0) return 'This file is empty: choose the file with its content.';
  if (size > MAX_LIBRARY_FILE_BYTES)
    return `This file is ${formatMegabytes(size)}; the library takes files up to ${MAX_LIBRARY_FILE_BYTES / MB} MB.`;
  return null;
}

/** null when the name is fine, else the shared rule's message. */
export function checkFileName(name: string): string | null {
  const parsed = checkedMessages(fileNameSchema, name);
  return parsed.ok ? null : (Object.values(parsed.messages)[0] ?? 'This file name is not allowed.');
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
const latin1 = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, Math.min(bytes.length, at + length)));

/**
 * The entry names of a zip archive: from its central directory (found through the end record),
 * else by walking the local headers from the start as far as their sizes are written.
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  // End of central directory: 22 bytes plus a comment of up to 65,535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (u32(bytes, at) !== 0x06054b50) continue;
    const count = u16(bytes, at + 10);
    let entry = u32(bytes, at + 16);
    for (let i = 0; i < count && u32(bytes, entry) === 0x02014b50; i++) {
      const nameLength = u16(bytes, entry + 28);
      names.push(latin1(bytes, entry + 46, nameLength));
      entry += 46 + nameLength + u16(bytes, entry + 30) + u16(bytes, entry + 32);
    }
    if (names.length) return names;
    break;
  }
  for (let at = 0; u32(bytes, at) === 0x04034b50 && names.length < 10_000;) {
    const nameLength = u16(bytes, at + 26);
    names.push(latin1(bytes, at + 30, nameLength));
    const compressed = u32(bytes, at + 18);
    // Bit 3: the sizes follow the data, so the next header cannot be found from here.
    if (u16(bytes, at + 6) & 0x08) break;
    at += 30 + nameLength + u16(bytes, at + 28) + compressed;
  }
  return names;
}

function officeType(bytes: Uint8Array): SniffedType | null {
  const names = zipEntryNames(bytes);
  if (names.some((name) => name.startsWith('word/'))) return SNIFFED.word;
  if (names.some((name) => name.startsWith('ppt/'))) return SNIFFED.powerpoint;
  if (names.some((name) => name.startsWith('xl/'))) return SNIFFED.excel;
  return null;
}

/** The text, when the bytes are UTF-8 (a BOM is allowed) without NUL; else null. */
function utf8Text(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/** Markup that starts (after whitespace, comments and an XML prolog) like SVG or an HTML page. */
function markupType(text: string): SniffedType | null {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    const before = rest;
    rest = rest.trimStart();
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return null;
      rest = rest.slice(end + 3);
    } else if (rest.startsWith('<?xml')) {
      const end = rest.indexOf('?>');
      if (end < 0) return null;
      rest = rest.slice(end + 2);
    }
    if (rest === before) break;
  }
  const head = rest.slice(0, 20).toLowerCase();
  if (/^<svg[\s>/]/.test(head) || /^<!doctype\s+svg[\s>]/.test(head)) return SNIFFED.svg;
  if (/^<!doctype\s+html[\s>]/.test(head) || /^<html[\s>]/.test(head)) return SNIFFED.html;
  return null;
}

/** The type the bytes say, with the extension choosing among the plain-text kinds. */
function bytesType(
  extension: string,
  bytes: Uint8Array,
): SniffedType | 'zip' | 'text' | 'json' | null {
  if (startsWith(bytes, ascii('%PDF-'))) return SNIFFED.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return SNIFFED.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return SNIFFED.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return SNIFFED.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return SNIFFED.webp;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeType(bytes) ?? 'zip';
  const text = utf8Text(bytes);
  if (text === null) return null;
  const markup = markupType(text);
  if (markup) return markup;
  const kind = TEXT_KINDS.find((type) => type.extensions.includes(extension));
  if (!kind) return 'text';
  if (kind === SNIFFED.json) {
    try {
      JSON.parse(text);
    } catch {
      return 'json';
    }
  }
  return kind;
}

/**
 * Checks a chosen file: its name, its size and its bytes. `bytes` is the whole file (the central
 * directory of an Office file is at its end, and text must be valid UTF-8 throughout).
 */
export function sniffFile(name: string, bytes: Uint8Array): SniffResult {
  const nameProblem = checkFileName(name);
  if (nameProblem) return { ok: false, message: nameProblem };
  const sizeProblem = checkFileSize(bytes.length);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  const extension = extensionOf(name);
  const named = ALL.find((type) => type.extensions.includes(extension));
  const found = bytesType(extension, bytes);
  const quoted = `“${name}”`;
  if (found === null || found === 'zip')
    return {
      ok: false,
      message: `${quoted} is not a type the library takes${
        named ? `: it is named as ${named.label}, but its contents are not` : ''
      }${found === 'zip' ? ' (a zip archive that is not a Word, PowerPoint or Excel file)' : ''}. The library takes ${ACCEPTED_TYPES}.`,
    };
  if (found === 'json')
    return {
      ok: false,
      message: `${quoted} is named as JSON data but is not valid JSON. Check the file and choose it again.`,
    };
  if (found === 'text')
    return {
      ok: false,
      message: named
        ? `${quoted} is named as ${named.label}, but its contents are plain text. Rename it (.txt, .md, .csv) or choose the right file.`
        : `${quoted} is text, but its name does not say which kind: name it .txt, .md, .csv, .json or .yaml.`,
    };
  if (!found.extensions.includes(extension))
    return {
      ok: false,
      message: named
        ? `${quoted} is named as ${named.label}, but its contents are ${found.label}. Rename it (${found.extensions[0]}) or choose the right file.`
        : `${quoted} is ${found.label}, but its name does not end in ${found.extensions.join(' or ')}. Rename it and choose it again.`,
    };
  return { ok: true, type: found };
}
