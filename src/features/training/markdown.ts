/**
 * A small Markdown reader for lesson text: headings, paragraphs, nested lists, bold, italics,
 * inline and fenced code, links, block quotes, rules and simple pipe tables. It returns a tree that
 * markdown-view.tsx renders as React elements, so no HTML from the text ever reaches the DOM: a
 * stray <script> in a lesson shows as text. Anything it does not understand stays plain text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export interface ListItem {
  inlines: Inline[];
  children: Block[];
}

export type Block =
  | { kind: 'heading'; level: number; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const indentOf = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;
const isBlank = (line: string) => line.trim() === '';

/** Only web, mail, in-app and in-page links; anything else (javascript:, data:) renders as text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?!\/)/.test(href) || href.startsWith('#');
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    LIST_ITEM.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    /^\s*>/.test(line) ||
    isTableStart(line, next)
  );
}

function isTableStart(line: string, next: string | undefined): boolean {
  return line.includes('|') && next !== undefined && next.includes('-') && TABLE_DIVIDER.test(next);
}

function splitRow(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'));
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (isBlank(line)) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1] ?? '```'))
        body.push(lines[i++] ?? '');
      blocks.push({ kind: 'code', text: body.join('\n') });
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: heading[1]?.length ?? 1,
        inlines: parseInline(heading[2] ?? ''),
      });
      i += 1;
      continue;
    }
    if (RULE.test(line) && !LIST_ITEM.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }
    if (/^\s*>/.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && /^\s*>/.test(lines[i] ?? ''))
        quoted.push((lines[i++] ?? '').replace(/^\s*>\s?/, ''));
      blocks.push({ kind: 'quote', blocks: parseBlocks(quoted) });
      continue;
    }
    if (isTableStart(line, lines[i + 1])) {
      const header = splitRow(line).map(parseInline);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i] ?? '') && (lines[i] ?? '').includes('|'))
        rows.push(splitRow(lines[i++] ?? '').map(parseInline));
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      i = parseList(lines, i, blocks);
      continue;
    }
    const paragraph: string[] = [line.trim()];
    i += 1;
    while (
      i < lines.length &&
      !isBlank(lines[i] ?? '') &&
      !startsBlock(lines[i] ?? '', lines[i + 1])
    )
      paragraph.push((lines[i++] ?? '').trim());
    blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** Reads one list starting at `start`; deeper-indented lines belong to the item above them. */
function parseList(lines: string[], start: number, out: Block[]): number {
  const first = LIST_ITEM.exec(lines[start] ?? '');
  const baseIndent = first?.[1]?.length ?? 0;
  const ordered = /\d/.test(first?.[2] ?? '');
  const items: ListItem[] = [];
  let i = start;
  while (i < lines.length) {
    const match = LIST_ITEM.exec(lines[i] ?? '');
    if (!match || (match[1]?.length ?? 0) !== baseIndent || /\d/.test(match[2] ?? '') !== ordered)
      break;
    const text: string[] = [match[3] ?? ''];
    const body: string[] = [];
    i += 1;
    while (i < lines.length) {
      const next = lines[i] ?? '';
      if (isBlank(next)) {
        // A blank line ends the item unless more indented content (or the next sibling) follows.
        const following = lines.slice(i + 1).find((candidate) => !isBlank(candidate));
        if (following === undefined || indentOf(following) <= baseIndent) break;
        body.push('');
        i += 1;
        continue;
      }
      if (indentOf(next) <= baseIndent) break;
      if (body.length === 0 && !LIST_ITEM.test(next) && !startsBlock(next, lines[i + 1]))
        text.push(next.trim());
      else body.push(next);
      i += 1;
    }
    const dedent = Math.min(...body.filter((line) => !isBlank(line)).map(indentOf));
    items.push({
      inlines: parseInline(text.join(' ')),
      children: body.length ? parseBlocks(body.map((line) => line.slice(dedent))) : [],
    });
    // Siblings may be separated by one blank line (a loose list).
    if (
      isBlank(lines[i] ?? 'x') &&
      LIST_ITEM.test(lines[i + 1] ?? '') &&
      indentOf(lines[i + 1] ?? '') === baseIndent
    )
      i += 1;
  }
  out.push({
    kind: 'list',
    ordered,
    start: ordered ? Number.parseInt(first?.[2] ?? '1', 10) : 1,
    items,
  });
  return i;
}

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);

/** Finds a closing delimiter that is not preceded by a space (and, for `_`, ends a word). */
function findClosing(text: string, delimiter: string, from: number): number {
  let index = text.indexOf(delimiter, from);
  while (index !== -1) {
    const before = text[index - 1];
    const after = text[index + delimiter.length];
    const flanks = before !== undefined && !/\s/.test(before) && index > from;
    const single = delimiter.length === 1 ? after !== delimiter && before !== delimiter : true;
    if (flanks && single && (delimiter !== '_' || !isWordChar(after))) return index;
    index = text.indexOf(delimiter, index + 1);
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1];
    if (char === '\\' && next && /[\\`*_[\]()#|>-]/.test(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (
      (char === '*' || char === '_') &&
      next === char &&
      text[i + 2] &&
      !/\s/.test(text[i + 2] ?? '')
    ) {
      const end = findClosing(text, char + char, i + 2);
      if (end !== -1) {
        flush();
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    const opensEmphasis =
      (char === '*' || (char === '_' && !isWordChar(text[i - 1]))) &&
      next !== undefined &&
      next !== char &&
      !/\s/.test(next);
    if (opensEmphasis) {
      const end = findClosing(text, char, i + 1);
      if (end !== -1) {
        flush();
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(text.slice(i));
      if (link && isSafeHref(link[2] ?? '')) {
        flush();
        out.push({ kind: 'link', href: link[2] ?? '', children: parseInline(link[1] ?? '') });
        i += link[0].length;
        continue;
      }
    }
    buffer += char;
    i += 1;
  }
  flush();
  return out;
}
