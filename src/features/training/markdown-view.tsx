import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type Block, type Inline } from './markdown';

interface MarkdownViewProps {
  source: string;
  /** Markdown '#' becomes h(1 + offset), so lesson text nests under the lesson's own heading. */
  headingOffset?: number;
  className?: string;
}

function renderInlines(inlines: Inline[]): ReactNode {
  return inlines.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInlines(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInlines(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {renderInlines(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInlines(node.children)}
          </a>
        );
    }
  });
}

function renderBlocks(blocks: Block[], offset: number): ReactNode {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'heading': {
        const Tag = `h${Math.min(6, block.level + offset)}` as 'h2';
        return <Tag key={index}>{renderInlines(block.inlines)}</Tag>;
      }
      case 'paragraph':
        return <p key={index}>{renderInlines(block.inlines)}</p>;
      case 'list': {
        const items = block.items.map((item, n) => (
          <li key={n}>
            {renderInlines(item.inlines)}
            {renderBlocks(item.children, offset)}
          </li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'code':
        return (
          <pre key={index}>
            <code>{block.text}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={index}>{renderBlocks(block.blocks, offset)}</blockquote>;
      case 'rule':
        return <hr key={index} />;
      case 'table':
        return (
          <div key={index} className="table-wrap">
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, n) => (
                    <th key={n} scope="col">
                      {renderInlines(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, n) => (
                      <td key={n}>{renderInlines(cell)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
    }
  });
}

/** Lesson Markdown as React elements (never innerHTML): see markdown.ts for what it reads. */
export function MarkdownView({ source, headingOffset = 0, className }: MarkdownViewProps) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={['markdown', className].filter(Boolean).join(' ')}>
      {renderBlocks(blocks, headingOffset)}
    </div>
  );
}
