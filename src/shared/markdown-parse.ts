/**
 * Markdown to the vault's compact tree (docs/decisions/0019), with the CommonMark + GFM parser of
 * the unified ecosystem: the one conversion the vault build (scripts/vault/markdown.ts) and the
 * library studio (which publishes Markdown without a deploy) share. Raw HTML, images, footnotes,
 * reference links and links outside the one link rule are refused, naming the source, the line and
 * the node. The browser loads this module only with a dynamic import() (mdast is not small).
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { splitFrontMatter } from './front-matter.ts';
import {
  isAllowedHref,
  type MarkdownTree,
  type MdBlock,
  type MdInline,
  type MdListItem,
} from './markdown-tree.ts';

export class MarkdownError extends Error {}

const ALIGN = { left: 'l', center: 'c', right: 'r' } as const;

class Converter {
  constructor(private readonly where: string) {}

  fail(node: Nodes, problem: string): never {
    const line = node.position ? `:${node.position.start.line}` : '';
    throw new MarkdownError(`${this.where}${line}: ${problem}`);
  }

  inlines(nodes: readonly PhrasingContent[]): MdInline[] {
    const out: MdInline[] = [];
    for (const node of nodes) {
      const converted = this.inline(node);
      const last = out.at(-1);
      // Adjacent text (split by the parser at escapes and entities) is stored as one string.
      if (typeof converted === 'string' && typeof last === 'string')
        out[out.length - 1] = last + converted;
      else out.push(converted);
    }
    return out;
  }

  inline(node: PhrasingContent): MdInline {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'emphasis':
        return ['em', this.inlines(node.children)];
      case 'strong':
        return ['strong', this.inlines(node.children)];
      case 'delete':
        return ['del', this.inlines(node.children)];
      case 'inlineCode':
        return ['code', node.value];
      case 'break':
        return ['br'];
      case 'link':
        if (!isAllowedHref(node.url))
          this.fail(
            node,
            `link to "${node.url}" is not allowed (only http, https, mailto and in-app paths such as /internal/portal)`,
          );
        return ['a', node.url, this.inlines(node.children)];
      case 'html':
        return this.fail(node, `raw HTML is not allowed: ${JSON.stringify(node.value)}`);
      default:
        return this.fail(node, `unsupported Markdown node "${node.type}"`);
    }
  }

  blocks(nodes: readonly RootContent[]): MdBlock[] {
    return nodes.map((node) => this.block(node));
  }

  block(node: RootContent): MdBlock {
    switch (node.type) {
      case 'heading':
        return ['h', node.depth, this.inlines(node.children)];
      case 'paragraph':
        return ['p', this.inlines(node.children)];
      case 'list': {
        const items = node.children.map((item): MdListItem => {
          const [first, ...rest] = item.children;
          // The first paragraph is drawn inline in its <li>, as the portal always has.
          const lead = first?.type === 'paragraph' ? this.inlines(first.children) : [];
          const blocks = this.blocks(first?.type === 'paragraph' ? rest : item.children);
          return [item.checked ?? null, lead, blocks];
        });
        return node.ordered ? ['ol', node.start ?? 1, items] : ['ul', items];
      }
      case 'code':
        return ['pre', node.lang ?? '', node.value];
      case 'blockquote':
        return ['quote', this.blocks(node.children)];
      case 'thematicBreak':
        return ['hr'];
      case 'table': {
        const [header, ...rows] = node.children;
        if (!header) return this.fail(node, 'table without a header row');
        const cells = (row: typeof header) =>
          row.children.map((cell) => this.inlines(cell.children));
        const align = header.children
          .map((_, index) => {
            const side = node.align?.[index];
            return side ? ALIGN[side] : '-';
          })
          .join('');
        return ['table', align, cells(header), rows.map(cells)];
      }
      case 'html':
        return this.fail(node, `raw HTML is not allowed: ${JSON.stringify(node.value)}`);
      default:
        return this.fail(node, `unsupported Markdown node "${node.type}"`);
    }
  }
}

/**
 * Markdown text (front matter, if any, is dropped here and nowhere else) as a checked compact
 * tree. `where` names the source in build errors: a file path or a lesson.
 */
export function parseMarkdown(source: string, where: string): MarkdownTree {
  const { body } = splitFrontMatter(source);
  const root = fromMarkdown(body, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const tree = new Converter(where).blocks(root.children);
  if (tree.length === 0) throw new MarkdownError(`${where}: no Markdown content`);
  return tree;
}
