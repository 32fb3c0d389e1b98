import { describe, expect, it } from 'vitest';
import {
  buildViewerHtml,
  injectIntoHead,
  needsText,
  opensDirectly,
  parseCsv,
  VIEWER_POLICY,
  type ViewerFile,
} from './viewer-document';

const base: ViewerFile = {
  title: 'Sample <File>',
  description: 'What it is.',
  fileName: 'sample.md',
  fileType: 'Markdown',
  mimeType: 'text/markdown; charset=utf-8',
  category: 'Sales',
  size: 2048,
  updatedAt: '2026-10-20',
  complianceFlag: false,
  version: '1.2',
};
const links = {
  download: 'blob:https://portal.test/file',
  image: 'blob:https://portal.test/image',
};
const origin = 'https://portal.test';

describe('which files need a page', () => {
  it('opens PDFs directly and reads text only where it is shown', () => {
    expect(opensDirectly({ fileType: 'PDF' })).toBe(true);
    expect(opensDirectly({ fileType: 'Markdown' })).toBe(false);
    expect(needsText({ fileType: 'Data' })).toBe(true);
    expect(needsText({ fileType: 'Markdown' })).toBe(false);
    expect(needsText({ fileType: 'Image' })).toBe(false);
    expect(needsText({ fileType: 'Word' })).toBe(false);
  });
});

describe('buildViewerHtml', () => {
  it('puts the HTML a Markdown tree drew into the page, with escaped title, meta and a download link', () => {
    const html = buildViewerHtml(
      base,
      '<h1>Heading</h1><p><strong>Bold</strong></p>',
      links,
      origin,
    );
    expect(html).toContain('<title>Sample &lt;File&gt;</title>');
    expect(html).toContain('<p class="doc-title">Sample &lt;File&gt;</p>');
    expect(html).toContain('<main>\n<h1>Heading</h1><p><strong>Bold</strong></p>\n</main>');
    expect(html).toContain('Markdown · 2.0 KB · Updated 20 Oct 2026 · Sales · Version 1.2');
    expect(html).toContain(
      `<a class="download" href="${links.download}" download="sample.md">Download sample.md</a>`,
    );
    expect(html).toContain('<base href="https://portal.test/">');
    expect(html).toContain("default-src 'none'");
    expect(html).not.toContain('Internal only');
  });

  it('marks compliance-flagged files as internal', () => {
    expect(buildViewerHtml({ ...base, complianceFlag: true }, '# x', links, origin)).toContain(
      '<p class="internal">Internal only - confidential</p>',
    );
  });

  it('lays out CSV as a table and pretty-prints JSON', () => {
    const csv = buildViewerHtml(
      { ...base, fileType: 'Data', fileName: 'tiers.csv', mimeType: 'text/csv' },
      'tier,note\nA,"x, ""y"""\n',
      links,
      origin,
    );
    expect(csv).toContain(
      '<div class="table-wrap" tabindex="0"><table><thead><tr><th>tier</th><th>note</th></tr></thead><tbody><tr><td>A</td><td>x, &quot;y&quot;</td></tr></tbody>',
    );
    expect(csv).toContain('<h1 class="doc-title">');
    const json = buildViewerHtml(
      { ...base, fileType: 'Data', fileName: 'a.json', mimeType: 'application/json' },
      '{"a":[1,"<b>"]}',
      links,
      origin,
    );
    expect(json).toContain(
      '<pre><code>{\n  &quot;a&quot;: [\n    1,\n    &quot;&lt;b&gt;&quot;\n  ]\n}</code></pre>',
    );
    const yaml = buildViewerHtml(
      { ...base, fileType: 'Data', fileName: 'r.yaml', mimeType: 'application/yaml' },
      'a: 1\n',
      links,
      origin,
    );
    expect(yaml).toContain('<pre><code>a: 1\n</code></pre>');
  });

  it('shows text as text and images through their own blob URL', () => {
    expect(
      buildViewerHtml({ ...base, fileType: 'Text' }, '---\na: b\n---\nLine <1>\n', links, origin),
    ).toContain('<div class="plain">Line &lt;1&gt;</div>');
    expect(buildViewerHtml({ ...base, fileType: 'Image' }, null, links, origin)).toContain(
      `<img src="${links.image}" alt="Sample &lt;File&gt;">`,
    );
  });

  it('explains Office files and offers the download', () => {
    const html = buildViewerHtml(
      { ...base, fileType: 'PowerPoint', fileName: 'deck.pptx' },
      null,
      links,
      origin,
    );
    expect(html).toContain('Browsers cannot preview PowerPoint files.');
    expect(html).toContain('download="deck.pptx"');
  });

  const srcdocOf = (html: string) => {
    const match =
      /<iframe class="html-frame" sandbox="allow-same-origin" title="[^"]*" srcdoc="([^"]*)"><\/iframe>/.exec(
        html,
      );
    if (!match) throw new Error('no sandboxed frame');
    return match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  };

  it('frames HTML files as written, sandboxed with no script, form, popup or navigation permission', () => {
    const hostile =
      '<head><title>T</title><meta http-equiv="refresh" content="0;url=https://evil.test"></head><scr<script></script>ipt>alert(1)</script><img src=x onerror="alert(2)"><p>kept</p>';
    const html = buildViewerHtml(
      { ...base, fileType: 'HTML', title: 'Web <page>' },
      hostile,
      links,
      origin,
    );
    // The outer page: the viewer policy, the file's title, its download link, one sandboxed frame.
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${VIEWER_POLICY}">`,
    );
    expect(html).toContain('<h1 class="doc-title">Web &lt;page&gt;</h1>');
    expect(html).toContain(`href="${links.download}" download="sample.md"`);
    expect(html.match(/<iframe/g)).toHaveLength(1);
    // Outside the frame's srcdoc (escaped text, so never markup) nothing of the file remains.
    expect(html.replace(/srcdoc="[^"]*"/, '')).not.toMatch(/<script|onerror|refresh|<p>kept/i);
    // The frame's document is the file byte for byte, after the policy and the site's base URL.
    expect(srcdocOf(html)).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="${VIEWER_POLICY}"><base href="https://portal.test/">${hostile.slice('<head>'.length)}`,
    );
  });

  it('keeps the viewer policy free of any script, frame or form source', () => {
    expect(VIEWER_POLICY.split('; ')).toEqual([
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self' blob: data:",
      "form-action 'none'",
      "base-uri 'self'",
    ]);
  });

  it('keeps HTML files as written, adding the policy and base URL inside <head>', () => {
    const html = buildViewerHtml(
      { ...base, fileType: 'HTML' },
      '<!--\n---\nx: y\n---\n-->\n<!doctype html>\n<html><head><title>T</title></head></html>',
      links,
      origin,
    );
    expect(srcdocOf(html)).toBe(
      `<!--\n---\nx: y\n---\n-->\n<!doctype html>\n<html><head><meta http-equiv="Content-Security-Policy" content="${VIEWER_POLICY}"><base href="https://portal.test/"><title>T</title></head></html>`,
    );
  });
});

describe('helpers', () => {
  it('injects after the doctype when there is no head, else at the start', () => {
    expect(injectIntoHead('<!DOCTYPE html><p>x</p>', '<base>')).toBe(
      '<!DOCTYPE html><base><p>x</p>',
    );
    expect(injectIntoHead('<table></table>', '<base>')).toBe('<base><table></table>');
    expect(injectIntoHead('<header>x</header><head lang="en">', '<b>')).toBe(
      '<header>x</header><head lang="en"><b>',
    );
  });

  it('parses CSV with quotes, CRLF and blank lines', () => {
    expect(parseCsv('a,b\r\n"1,2","say ""hi"""\r\n\r\n"multi\nline",3')).toEqual([
      ['a', 'b'],
      ['1,2', 'say "hi"'],
      ['multi\nline', '3'],
    ]);
  });
});
