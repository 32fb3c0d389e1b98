/**
 * Markdown as the vault stores it (docs/decisions/0019): parsed and checked once at build time
 * (scripts/vault/markdown.ts), then kept as a compact tree of tuples, since every lesson and
 * library document travels inside the encrypted vault. Text is a bare string; every other node is
 * [tag, ...fields]. The browser validates a decrypted tree with markdownTreeSchema before
 * src/components/markdown/ draws it.
 */
import * as z from 'zod/mini';

export type MdInline =
  | string
  | ['em' | 'strong' | 'del', MdInline[]]
  | ['code', string]
  | ['a', string, MdInline[]]
  | ['br'];

/** [checked (task list items only, else null), the first paragraph's inlines, the blocks after it]. */
export type MdListItem = [boolean | null, MdInline[], MdBlock[]];

/** One letter per column: l(eft), c(enter), r(ight) or - (none). */
export type MdAlign = string;

export type MdBlock =
  | ['h', number, MdInline[]]
  | ['p', MdInline[]]
  | ['ul', MdListItem[]]
  | ['ol', number, MdListItem[]]
  | ['pre', string, string]
  | ['quote', MdBlock[]]
  | ['hr']
  | ['table', MdAlign, MdInline[][], MdInline[][][]];

export type MarkdownTree = MdBlock[];

/**
 * The one link rule: web, mail and in-app links. An in-app path starts with one slash (`//host`
 * is another site); relative paths, in-page `#` links and every other scheme are refused.
 */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/[^/\s]|mailto:[^\s])/i.test(href) || /^\/(?![/\\])/.test(href);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isArrayOf = <T>(value: unknown, item: (entry: unknown) => entry is T): value is T[] =>
  Array.isArray(value) && value.every(item);
const isIntIn = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function isInline(value: unknown): value is MdInline {
  if (typeof value === 'string') return true;
  if (!Array.isArray(value)) return false;
  switch (value[0]) {
    case 'em':
    case 'strong':
    case 'del':
      return value.length === 2 && isInlines(value[1]);
    case 'code':
      return value.length === 2 && isString(value[1]);
    case 'a':
      return (
        value.length === 3 && isString(value[1]) && isAllowedHref(value[1]) && isInlines(value[2])
      );
    case 'br':
      return value.length === 1;
    default:
      return false;
  }
}

const isInlines = (value: unknown): value is MdInline[] => isArrayOf(value, isInline);

function isListItem(value: unknown): value is MdListItem {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    (value[0] === null || typeof value[0] === 'boolean') &&
    isInlines(value[1]) &&
    isArrayOf(value[2], isBlock)
  );
}

function isBlock(value: unknown): value is MdBlock {
  if (!Array.isArray(value)) return false;
  switch (value[0]) {
    case 'h':
      return value.length === 3 && isIntIn(value[1], 1, 6) && isInlines(value[2]);
    case 'p':
      return value.length === 2 && isInlines(value[1]);
    case 'ul':
      return value.length === 2 && isArrayOf(value[1], isListItem);
    case 'ol':
      return (
        value.length === 3 && isIntIn(value[1], 0, 999_999_999) && isArrayOf(value[2], isListItem)
      );
    case 'pre':
      return value.length === 3 && isString(value[1]) && isString(value[2]);
    case 'quote':
      return value.length === 2 && isArrayOf(value[1], isBlock);
    case 'hr':
      return value.length === 1;
    case 'table':
      return (
        value.length === 4 &&
        isString(value[1]) &&
        /^[lcr-]+$/.test(value[1]) &&
        isArrayOf(value[2], isInlines) &&
        isArrayOf(value[3], (row): row is MdInline[][] => isArrayOf(row, isInlines))
      );
    default:
      return false;
  }
}

/**
 * A non-empty tree of the node types above, every link within the link rule. Written as one
 * zod custom check (zod's tuple and lazy types would add 2.5 KB to the chunk with zod that the
 * public Data In Action page loads too); vault-schema.ts uses it for lessons.
 */
export const markdownTreeSchema = z.custom<MarkdownTree>(
  (value) => isArrayOf(value, isBlock) && value.length > 0,
  {
    message: 'must be a parsed Markdown tree (known node types, links within the link rule)',
  },
);

function inlineText(node: MdInline): string {
  if (typeof node === 'string') return node;
  switch (node[0]) {
    case 'code':
      return node[1];
    case 'br':
      return ' ';
    case 'a':
      return node[2].map(inlineText).join('');
    default:
      return node[1].map(inlineText).join('');
  }
}

const inlinesText = (nodes: readonly MdInline[]) => nodes.map(inlineText).join('');

function blockText(node: MdBlock): string[] {
  switch (node[0]) {
    case 'h':
      return [inlinesText(node[2])];
    case 'p':
      return [inlinesText(node[1])];
    case 'ul':
      return node[1].flatMap(([, first, rest]) => [inlinesText(first), ...rest.flatMap(blockText)]);
    case 'ol':
      return node[2].flatMap(([, first, rest]) => [inlinesText(first), ...rest.flatMap(blockText)]);
    case 'pre':
      return [node[2]];
    case 'quote':
      return node[1].flatMap(blockText);
    case 'hr':
      return [];
    case 'table':
      return [...node[2], ...node[3].flat()].map(inlinesText);
  }
}

/** The words a reader sees, runs of space made one: what "Search inside documents" matches. */
export function markdownText(tree: readonly MdBlock[]): string {
  return tree.flatMap(blockText).join(' ').replace(/\s+/g, ' ').trim();
}

/** A tree decrypted from the vault (JSON), validated before anything draws it. */
export function parseMarkdownTree(json: string): MarkdownTree {
  const result = z.safeParse(markdownTreeSchema, JSON.parse(json));
  if (!result.success) throw new Error("The document's parsed Markdown is not valid.");
  return result.data;
}
