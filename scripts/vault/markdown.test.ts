import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { training } from '../../collateral/portal/training/index.ts';
import { MarkdownView } from '../../src/components/markdown/markdown-view.tsx';
import {
  isAllowedHref,
  markdownText,
  markdownTreeSchema,
  type MarkdownTree,
} from '../../src/shared/markdown-tree.ts';
import { MarkdownError, parseMarkdown, parseTraining } from './markdown.ts';

const root = path.resolve(import.meta.dirname, '../..');

function html(
  tree: MarkdownTree,
  links: 'router' | 'document' = 'router',
  headingOffset = 0,
): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(MarkdownView, { tree, links, headingOffset })),
  );
}

describe('the link rule', () => {
  it('keeps http, https, mailto and in-app paths', () => {
    expect(
      parseMarkdown(
        '[a](https://example.com/x?y=1) [b](http://example.com) [c](mailto:sales@example.com) [d](/internal/portal#top)',
        't',
      ),
    ).toEqual([
      [
        'p',
        [
          ['a', 'https://example.com/x?y=1', ['a']],
          ' ',
          ['a', 'http://example.com', ['b']],
          ' ',
          ['a', 'mailto:sales@example.com', ['c']],
          ' ',
          ['a', '/internal/portal#top', ['d']],
        ],
      ],
    ]);
  });

  it.each([
    ['//evil.example/x', 'protocol-relative'],
    ['/\\evil.example', 'backslash host'],
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'any letter case'],
    ['data:text/html,x', 'data:'],
    ['vbscript:x', 'vbscript:'],
    ['ftp://example.com', 'ftp:'],
    ['docs/other.md', 'relative path'],
    ['./other.md', 'dot-relative path'],
    ['../up.md', 'parent path'],
    ['#section', 'in-page anchor'],
    ['https://', 'a scheme with no host'],
  ])('refuses %s (%s) with a build error naming the file, line and target', (target) => {
    expect(() =>
      parseMarkdown(`# Title\n\nSee [here](${target}).`, 'collateral/library/sales/x.md'),
    ).toThrow(
      new MarkdownError(
        `collateral/library/sales/x.md:3: link to "${target}" is not allowed (only http, https, mailto and in-app paths such as /internal/portal)`,
      ),
    );
    expect(isAllowedHref(target)).toBe(false);
  });

  it('refuses an autolink to a refused target, and the schema refuses a refused target in a decrypted tree', () => {
    expect(() => parseMarkdown('<ftp://example.com/file>', 'x.md')).toThrow(
      'x.md:1: link to "ftp://example.com/file" is not allowed',
    );
    expect(z.safeParse(markdownTreeSchema, [['p', [['a', '//evil.example', ['x']]]]]).success).toBe(
      false,
    );
    expect(
      z.safeParse(markdownTreeSchema, [['p', [['a', '/internal/portal', ['x']]]]]).success,
    ).toBe(true);
  });

  it('draws in-app links through the router, external ones in a new tab with rel, and plain links on a standalone page', () => {
    const tree = parseMarkdown('[In](/internal/training) [Out](https://example.com)', 't');
    expect(html(tree)).toBe(
      '<div class="markdown"><p><a href="/internal/training" data-discover="true">In</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a></p></div>',
    );
    expect(html(tree, 'document')).toBe(
      '<div class="markdown"><p><a href="/internal/training">In</a> <a href="https://example.com">Out</a></p></div>',
    );
  });
});

describe('what the parser refuses', () => {
  it.each([
    [
      '<div onclick="x">hi</div>',
      'x.md:1: raw HTML is not allowed: "<div onclick=\\"x\\">hi</div>"',
    ],
    ['Text <script>alert(1)</script> more', 'x.md:1: raw HTML is not allowed: "<script>"'],
    ['![chart](/screenshots/a.png)', 'x.md:1: unsupported Markdown node "image"'],
    ['[a][ref]\n\n[ref]: https://example.com', 'x.md:1: unsupported Markdown node "linkReference"'],
    ['Note[^1]\n\n[^1]: A footnote.', 'x.md:1: unsupported Markdown node "footnoteReference"'],
    ['---\ntitle: only front matter\n---\n', 'x.md: no Markdown content'],
  ])('%s', (source, message) => {
    expect(() => parseMarkdown(source, 'x.md')).toThrow(new MarkdownError(message));
  });
});

describe('blocks and inlines', () => {
  it('drops front matter, keeps headings, emphasis, strike-through, code and hard breaks', () => {
    const tree = parseMarkdown(
      '---\ntitle: x\n---\n# Calm *deck* ##\n\n**Bold** _em_ ~~old~~ `a<b>` &amp; \\*\nnext  \nline',
      't',
    );
    expect(tree).toEqual([
      ['h', 1, ['Calm ', ['em', ['deck']]]],
      [
        'p',
        [
          ['strong', ['Bold']],
          ' ',
          ['em', ['em']],
          ' ',
          ['del', ['old']],
          ' ',
          ['code', 'a<b>'],
          ' & *\nnext',
          ['br'],
          'line',
        ],
      ],
    ]);
    expect(html(tree, 'router', 3)).toBe(
      '<div class="markdown"><h4>Calm <em>deck</em></h4><p><strong>Bold</strong> <em>em</em> <del>old</del> <code>a&lt;b&gt;</code> &amp; *\nnext<br/>line</p></div>',
    );
  });

  it('caps offset headings at h6', () => {
    expect(html(parseMarkdown('#### Deep', 't'), 'router', 4)).toBe(
      '<div class="markdown"><h6>Deep</h6></div>',
    );
  });

  it('keeps fenced code as written, with its language, never as markup', () => {
    const tree = parseMarkdown('```json\n{"a": "<b>"}\n# not a heading\n```\n\n    indented', 't');
    expect(tree).toEqual([
      ['pre', 'json', '{"a": "<b>"}\n# not a heading'],
      ['pre', '', 'indented'],
    ]);
    expect(html(tree)).toBe(
      '<div class="markdown"><pre><code class="language-json">{&quot;a&quot;: &quot;&lt;b&gt;&quot;}\n# not a heading</code></pre><pre><code>indented</code></pre></div>',
    );
  });

  it('nests lists, keeps an ordered start, and draws task items as disabled checkboxes', () => {
    const tree = parseMarkdown(
      '3. three\n4. four\n   - inner **a**\n     1. deepest\n   - inner b\n\n- [ ] open\n- [x] done',
      't',
    );
    expect(tree).toEqual([
      [
        'ol',
        3,
        [
          [null, ['three'], []],
          [
            null,
            ['four'],
            [
              [
                'ul',
                [
                  [null, ['inner ', ['strong', ['a']]], [['ol', 1, [[null, ['deepest'], []]]]]],
                  [null, ['inner b'], []],
                ],
              ],
            ],
          ],
        ],
      ],
      [
        'ul',
        [
          [false, ['open'], []],
          [true, ['done'], []],
        ],
      ],
    ]);
    expect(html(tree)).toBe(
      '<div class="markdown"><ol start="3"><li>three</li><li>four<ul><li>inner <strong>a</strong><ol><li>deepest</li></ol></li><li>inner b</li></ul></li></ol>' +
        '<ul><li class="task"><input type="checkbox" disabled="" aria-label="To do"/> open</li><li class="task"><input type="checkbox" disabled="" aria-label="Done" checked=""/> done</li></ul></div>',
    );
  });

  it('draws a loose list item first paragraph inline and later paragraphs as paragraphs', () => {
    const tree = parseMarkdown('- first\n\n  second\n\n- next', 't');
    expect(tree).toEqual([
      [
        'ul',
        [
          [null, ['first'], [['p', ['second']]]],
          [null, ['next'], []],
        ],
      ],
    ]);
    expect(html(tree)).toBe(
      '<div class="markdown"><ul><li>first<p>second</p></li><li>next</li></ul></div>',
    );
  });

  it('keeps tables with their column alignment, escaped pipes and inline markup', () => {
    const tree = parseMarkdown(
      '| State | Count | Note | Plain |\n|:---|---:|:---:|---|\n| **Calm** | 2,312 | a \\| b | x |\n| Turning | 61 |',
      't',
    );
    expect(tree).toEqual([
      [
        'table',
        'lrc-',
        [['State'], ['Count'], ['Note'], ['Plain']],
        [
          [[['strong', ['Calm']]], ['2,312'], ['a | b'], ['x']],
          // A short row keeps only the cells it has, as the library's tables always have.
          [['Turning'], ['61']],
        ],
      ],
    ]);
    expect(html(tree)).toBe(
      '<div class="markdown"><div class="table-wrap" tabindex="0"><table><thead><tr><th scope="col" style="text-align:left">State</th><th scope="col" style="text-align:right">Count</th><th scope="col" style="text-align:center">Note</th><th scope="col">Plain</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left"><strong>Calm</strong></td><td style="text-align:right">2,312</td><td style="text-align:center">a | b</td><td>x</td></tr>' +
        '<tr><td style="text-align:left">Turning</td><td style="text-align:right">61</td></tr></tbody></table></div></div>',
    );
  });

  it('keeps block quotes and rules, and gives search the words a reader sees', () => {
    const tree = parseMarkdown(
      '> "Quoted" **line**\n> more\n\n***\n\n| a | b |\n|---|---|\n| `c` | [d](/x) |',
      't',
    );
    expect(html(tree)).toBe(
      '<div class="markdown"><blockquote><p>&quot;Quoted&quot; <strong>line</strong>\nmore</p></blockquote><hr/><div class="table-wrap" tabindex="0"><table><thead><tr><th scope="col">a</th><th scope="col">b</th></tr></thead><tbody><tr><td><code>c</code></td><td><a href="/x" data-discover="true">d</a></td></tr></tbody></table></div></div>',
    );
    expect(markdownText(tree)).toBe('"Quoted" line more a b c d');
  });
});

/** The visible text of rendered HTML, spaced like markdownText (tags become spaces). */
function visibleText(markup: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return markup
    .replace(/<br\/>/g, ' ')
    .replace(
      /<\/?(?:p|h[1-6]|li|ul|ol|pre|blockquote|div|table|thead|tbody|tr|th|td)\b[^>]*>/g,
      ' ',
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function expectDrawnInFull(tree: MarkdownTree) {
  expect(z.safeParse(markdownTreeSchema, JSON.parse(JSON.stringify(tree))).success).toBe(true);
  // Every word the tree holds reaches the page: a node the renderer did not know would be missing.
  expect(visibleText(html(tree))).toBe(markdownText(tree));
}

// Parsing and drawing about 100 documents takes seconds on a busy machine: a generous limit, not a target.
describe('the real content', { timeout: 60_000 }, () => {
  it('parses every lesson, model answer and the certification text, and draws each in full', () => {
    const parsed = parseTraining(training);
    const trees = [
      parsed.certification,
      ...parsed.modules.flatMap((module) =>
        module.lessons.flatMap((lesson) => [
          lesson.content,
          ...(lesson.practice ? [lesson.practice.modelAnswer] : []),
        ]),
      ),
    ];
    expect(parsed.modules.flatMap((module) => module.lessons)).toHaveLength(24);
    expect(trees).toHaveLength(31);
    trees.forEach(expectDrawnInFull);
  });

  it('parses every Markdown file of the library and draws each in full', async () => {
    const files = await markdownFiles(path.join(root, 'collateral/library'));
    expect(files.length).toBeGreaterThanOrEqual(77);
    for (const file of files) {
      const tree = parseMarkdown(await readFile(file, 'utf8'), path.relative(root, file));
      expect(tree[0]?.[0], file).toBe('h');
      expectDrawnInFull(tree);
    }
  });
});
