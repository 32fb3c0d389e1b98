/**
 * "Search inside documents" (docs/decisions/0014): the readable text of Markdown, text, HTML and
 * CSV files, taken from the files this device decrypts anyway (for Markdown, the parsed tree View
 * draws: decision 0019), and a snippet around where a search matched it.
 */
import { splitFrontMatter } from '@/shared/front-matter';
import { markdownText, parseMarkdownTree } from '@/shared/markdown-tree';
import type { CollateralFile } from '@/shared/vault-schema';
import type { LoadFile } from './open-file';

type TextSource = Pick<CollateralFile, 'fileType' | 'mimeType'>;

/** Markdown, plain text, HTML and CSV: the files whose text is searched. */
export function hasSearchableText(file: TextSource): boolean {
  return (
    file.fileType === 'Markdown' ||
    file.fileType === 'Text' ||
    file.fileType === 'HTML' ||
    file.mimeType.startsWith('text/csv')
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The words a reader sees in a text, HTML or CSV file: no front matter, markup, scripts or styles;
 * runs of space made one. (Markdown's words come from its parsed tree: markdownText.)
 */
export function readableText(file: TextSource, raw: string): string {
  let text = splitFrontMatter(raw).body;
  if (file.fileType === 'HTML') {
    text = text
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
        name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name.toLowerCase()] ?? entity),
      );
  }
  return text.replace(/\s+/g, ' ').trim();
}

export interface Snippet {
  before: string;
  match: string;
  after: string;
}

/** The first case-insensitive occurrence of the query, with about `radius` characters each side, cut at word ends. */
export function findSnippet(
  text: string,
  lowerText: string,
  query: string,
  radius = 60,
): Snippet | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const at = lowerText.indexOf(needle);
  if (at === -1) return null;
  let start = Math.max(0, at - radius);
  let end = Math.min(text.length, at + needle.length + radius);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (start > at) start = at;
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > at + needle.length ? space : end;
  }
  return {
    before: `${start > 0 ? '…' : ''}${text.slice(start, at)}`,
    match: text.slice(at, at + needle.length),
    after: `${text.slice(at + needle.length, end)}${end < text.length ? '…' : ''}`,
  };
}

/** A document's searchable text, and its lower-cased copy for matching. */
export interface DocumentText {
  text: string;
  lower: string;
}

export type DocumentTexts = ReadonlyMap<string, DocumentText>;

/**
 * Reads the text of every searchable file (decrypting each), a few at a time; reports progress.
 * A file that cannot be read (not on this device, damaged) is counted and skipped.
 */
export async function loadDocumentTexts(
  files: readonly CollateralFile[],
  openFile: LoadFile,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<{ texts: Map<string, DocumentText>; failed: number }> {
  const wanted = files.filter(hasSearchableText);
  const texts = new Map<string, DocumentText>();
  let done = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length && !signal.aborted) {
      const file = wanted[next++]!;
      try {
        const text =
          file.fileType === 'Markdown'
            ? markdownText(parseMarkdownTree(await (await openFile(file, 'view')).text()))
            : readableText(file, await (await openFile(file)).text());
        texts.set(file.id, { text, lower: text.toLowerCase() });
      } catch {
        failed += 1;
      }
      done += 1;
      if (done % 25 === 0 || done === wanted.length) onProgress(done, wanted.length);
    }
  };
  onProgress(0, wanted.length);
  await Promise.all(Array.from({ length: 4 }, worker));
  return { texts, failed };
}
