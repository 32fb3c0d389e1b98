/**
 * Draws a Markdown tree from the vault (src/shared/markdown-tree.ts) as React elements, never as
 * innerHTML: every text is escaped by React and every link target was checked at build time.
 * Training draws it inside the app (in-app links through the router); the library's viewer page
 * draws it as a standalone document with plain links (see static-html.tsx).
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MarkdownTree, MdBlock, MdInline, MdListItem } from '@/shared/markdown-tree';

/** 'router': inside the app; 'document': a page of its own, where no router runs. */
export type LinkMode = 'router' | 'document';

interface DrawOptions {
  headingOffset: number;
  links: LinkMode;
}

const ALIGN = { l: 'left', c: 'center', r: 'right' } as const;

function drawLink(href: string, children: ReactNode, key: number, links: LinkMode): ReactNode {
  if (links === 'document')
    return (
      <a key={key} href={href}>
        {children}
      </a>
    );
  if (href.startsWith('/'))
    return (
      <Link key={key} to={href}>
        {children}
      </Link>
    );
  return (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function drawInlines(nodes: readonly MdInline[], options: DrawOptions): ReactNode {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
    switch (node[0]) {
      case 'em':
        return <em key={key}>{drawInlines(node[1], options)}</em>;
      case 'strong':
        return <strong key={key}>{drawInlines(node[1], options)}</strong>;
      case 'del':
        return <del key={key}>{drawInlines(node[1], options)}</del>;
      case 'code':
        return <code key={key}>{node[1]}</code>;
      case 'br':
        return <br key={key} />;
      case 'a':
        return drawLink(node[1], drawInlines(node[2], options), key, options.links);
    }
  });
}

function drawItem(
  [checked, lead, blocks]: MdListItem,
  key: number,
  options: DrawOptions,
): ReactNode {
  const content = (
    <>
      {drawInlines(lead, options)}
      {drawBlocks(blocks, options)}
    </>
  );
  if (checked === null) return <li key={key}>{content}</li>;
  return (
    <li key={key} className="task">
      <input
        type="checkbox"
        disabled
        defaultChecked={checked}
        aria-label={checked ? 'Done' : 'To do'}
      />{' '}
      {content}
    </li>
  );
}

function drawTable(
  align: string,
  header: readonly MdInline[][],
  rows: readonly MdInline[][][],
  key: number,
  options: DrawOptions,
): ReactNode {
  const style = (column: number) => {
    const side = ALIGN[align[column] as keyof typeof ALIGN] as string | undefined;
    return side ? { textAlign: side as 'left' } : undefined;
  };
  return (
    // Focusable, so a table wider than a phone can be scrolled from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div key={key} className="table-wrap" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {header.map((cell, column) => (
              <th key={column} scope="col" style={style(column)}>
                {drawInlines(cell, options)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} style={style(column)}>
                  {drawInlines(cell, options)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function drawBlock(node: MdBlock, key: number, options: DrawOptions): ReactNode {
  switch (node[0]) {
    case 'h': {
      const Tag = `h${Math.min(6, node[1] + options.headingOffset)}` as 'h2';
      return <Tag key={key}>{drawInlines(node[2], options)}</Tag>;
    }
    case 'p':
      return <p key={key}>{drawInlines(node[1], options)}</p>;
    case 'ul':
      return <ul key={key}>{node[1].map((item, index) => drawItem(item, index, options))}</ul>;
    case 'ol':
      return (
        <ol key={key} start={node[1] === 1 ? undefined : node[1]}>
          {node[2].map((item, index) => drawItem(item, index, options))}
        </ol>
      );
    case 'pre':
      return (
        <pre key={key}>
          <code className={node[1] ? `language-${node[1]}` : undefined}>{node[2]}</code>
        </pre>
      );
    case 'quote':
      return <blockquote key={key}>{drawBlocks(node[1], options)}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'table':
      return drawTable(node[1], node[2], node[3], key, options);
  }
}

function drawBlocks(nodes: readonly MdBlock[], options: DrawOptions): ReactNode {
  return nodes.map((node, key) => drawBlock(node, key, options));
}

interface MarkdownBlocksProps {
  tree: MarkdownTree;
  /** Markdown '#' becomes h(1 + offset), so lesson text nests under the lesson's own heading. */
  headingOffset?: number;
  links?: LinkMode;
}

/** The tree's elements with no wrapper (the viewer page puts them straight into its <main>). */
export function MarkdownBlocks({ tree, headingOffset = 0, links = 'router' }: MarkdownBlocksProps) {
  return <>{drawBlocks(tree, { headingOffset, links })}</>;
}

/** The tree inside the app's `.markdown` block. */
export function MarkdownView({
  className,
  ...props
}: MarkdownBlocksProps & { className?: string }) {
  return (
    <div className={['markdown', className].filter(Boolean).join(' ')}>
      <MarkdownBlocks {...props} />
    </div>
  );
}
