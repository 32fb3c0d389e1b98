import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { MarkdownTree } from '@/shared/markdown-tree';
import { MarkdownBlocks } from './markdown-view';

/**
 * The tree as HTML for a page of its own (the library's viewer page, which runs no script): drawn
 * by the same React renderer into a detached element, so no server renderer ships to the browser.
 */
export function markdownHtml(tree: MarkdownTree): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<MarkdownBlocks tree={tree} links="document" />));
  const html = container.innerHTML;
  root.unmount();
  return html;
}
