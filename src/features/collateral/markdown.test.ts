import { describe, expect, it } from 'vitest';
import { escapeHtml, renderInline, renderMarkdown, stripFrontMatter } from './markdown';

describe('renderInline', () => {
  it('renders bold, italics and code', () => {
    expect(renderInline('**Bold** and *it* and _also_ and `a < b`')).toBe('<strong>Bold</strong> and <em>it</em> and <em>also</em> and <code>a &lt; b</code>');
  });

  it('leaves underscores inside words and markup inside code alone', () => {
    expect(renderInline('turning_state and calm_state_v2')).toBe('turning_state and calm_state_v2');
    expect(renderInline('`**not bold**`')).toBe('<code>**not bold**</code>');
  });

  it('keeps safe links and drops dangerous ones', () => {
    expect(renderInline('[Public page](/market-state-detector#calm)')).toBe('<a href="/market-state-detector#calm">Public page</a>');
    expect(renderInline('[Site](https://example.com/?a=1&b=2)')).toBe('<a href="https://example.com/?a=1&amp;b=2">Site</a>');
    expect(renderInline('[x](javascript:alert(1))')).not.toContain('href');
    expect(renderInline('[x](data:text/html,hi)')).not.toContain('href');
  });

  it('escapes HTML everywhere', () => {
    expect(renderInline('<img src=x onerror=alert(1)> & "q"')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(renderInline('[<b>x</b>](/a)')).toBe('<a href="/a">&lt;b&gt;x&lt;/b&gt;</a>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('renderMarkdown', () => {
  it('renders headings, paragraphs and rules', () => {
    expect(renderMarkdown('# Title\n\nFirst line\nsecond line\n\n---\n\n### Small ###')).toBe(
      '<h1>Title</h1>\n<p>First line\nsecond line</p>\n<hr>\n<h3>Small</h3>',
    );
  });

  it('renders bullet, numbered and task lists', () => {
    expect(renderMarkdown('- one\n- **two**\n  continued')).toBe('<ul><li>one</li><li><strong>two</strong>\ncontinued</li></ul>');
    expect(renderMarkdown('3. three\n4. four')).toBe('<ol start="3"><li>three</li><li>four</li></ol>');
    const tasks = renderMarkdown('- [ ] open\n- [x] done');
    expect(tasks).toContain('<input type="checkbox" disabled aria-label="To do"> open');
    expect(tasks).toContain('<input type="checkbox" disabled checked aria-label="Done"> done');
  });

  it('renders block quotes and fenced code without interpreting the code', () => {
    expect(renderMarkdown('> "Quoted" **line**\n> more')).toBe('<blockquote><p>&quot;Quoted&quot; <strong>line</strong>\nmore</p></blockquote>');
    expect(renderMarkdown('```json\n{"a": "<b>"}\n# not a heading\n```')).toBe('<pre><code class="language-json">{&quot;a&quot;: &quot;&lt;b&gt;&quot;}\n# not a heading</code></pre>');
  });

  it('renders simple pipe tables with alignment', () => {
    const html = renderMarkdown('| State | Count |\n|---|---:|\n| **Calm** | 2,312 |\n| Turning | 61 |');
    expect(html).toBe(
      '<div class="table-wrap" tabindex="0"><table><thead><tr><th>State</th><th style="text-align:right">Count</th></tr></thead><tbody><tr><td><strong>Calm</strong></td><td style="text-align:right">2,312</td></tr><tr><td>Turning</td><td style="text-align:right">61</td></tr></tbody></table></div>',
    );
  });

  it('never lets raw HTML through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<div onclick="x">hi</div>');
    expect(html).not.toMatch(/<script|<div/);
  });
});

describe('stripFrontMatter', () => {
  it('removes a leading YAML block only', () => {
    expect(stripFrontMatter('---\ntitle: "X"\ntags: [A]\n---\n# Body\n\n---\nend')).toBe('# Body\n\n---\nend');
    expect(stripFrontMatter('# No front matter\n---\n')).toBe('# No front matter\n---\n');
  });
});
