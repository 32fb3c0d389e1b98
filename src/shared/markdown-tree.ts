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

const href = z.string().check(z.refine(isAllowedHref, 'link target must be http(s), mailto or an in-app path'));

const inline: z.ZodMiniType<MdInline> = z.union([
  z.string(),
  z.tuple([z.enum(['em', 'strong', 'del']), z.array(z.lazy(() => inline))]),
  z.tuple([z.literal('code'), z.string()]),
  z.tuple([z.literal('a'), href, z.array(z.lazy(() => inline))]),
  z.tuple([z.literal('br')]),
]);
const inlines = z.array(inline);

const listItem: z.ZodMiniType<MdListItem> = z.tuple([z.nullable(z.boolean()), inlines, z.array(z.lazy(() => block))]);

const block: z.ZodMiniType<MdBlock> = z.union([
  z.tuple([z.literal('h'), z.int().check(z.gte(1), z.lte(6)), inlines]),
  z.tuple([z.literal('p'), inlines]),
  z.tuple([z.literal('ul'), z.array(listItem)]),
  z.tuple([z.literal('ol'), z.int().check(z.gte(0)), z.array(listItem)]),
  z.tuple([z.literal('pre'), z.string(), z.string()]),
  z.tuple([z.literal('quote'), z.array(z.lazy(() => block))]),
  z.tuple([z.literal('hr')]),
  z.tuple([z.literal('table'), z.string().check(z.regex(/^[lcr-]+$/)), z.array(inlines), z.array(z.array(inlines))]),
]);

/** A non-empty tree: lessons and documents always say something. */
export const markdownTreeSchema = z.array(block).check(z.minLength(1));

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
  if (!result.success) throw new Error(`The document's parsed Markdown is not valid: ${result.error.issues[0]?.message ?? 'unknown problem'}`);
  return result.data;
}
