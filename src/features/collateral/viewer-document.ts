/**
 * What View shows for each file type, as a self-contained HTML page (dark, readable, no script):
 * Markdown rendered, text and data laid out, images framed, Office files explained with a
 * download link. PDFs open as themselves; HTML files are shown as written inside a sandboxed
 * frame of such a page (see htmlBody). Pure string building, so it is tested in node.
 */
import { splitFrontMatter } from '@/shared/front-matter';
import type { CollateralFile } from '@/shared/vault-schema';
import { formatDate, formatSize } from './format';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export type ViewerFile = Pick<
  CollateralFile,
  | 'title'
  | 'description'
  | 'fileName'
  | 'fileType'
  | 'mimeType'
  | 'category'
  | 'size'
  | 'updatedAt'
  | 'complianceFlag'
  | 'version'
>;

/** Blob URLs the page links to: the original file, and for images the image itself. */
export interface ViewerLinks {
  download: string;
  image?: string;
}

/** PDFs go straight to the browser's viewer; every other type gets a page built here. */
export function opensDirectly(file: Pick<ViewerFile, 'fileType'>): boolean {
  return file.fileType === 'PDF';
}

/** Whether building the page needs the file's text (Markdown brings its parsed tree instead). */
export function needsText(file: Pick<ViewerFile, 'fileType'>): boolean {
  return ['Text', 'Data', 'HTML'].includes(file.fileType);
}

const STYLES = `
:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;background:#070b14;color:#e8eef8;font:16px/1.65 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main,header{max-width:860px;margin:0 auto;padding:0 clamp(1rem,4vw,2rem)}
header{padding-top:1.5rem;padding-bottom:1rem;border-bottom:1px solid #22304a;margin-bottom:1.5rem}
.doc-title{font-size:1.35rem;font-weight:700;margin:0 0 .35rem;line-height:1.25}
.meta{color:#a3b1c6;font-size:.9rem;margin:0 0 .75rem}
.internal{display:inline-block;margin:0 0 .75rem;padding:.2rem .6rem;border-radius:999px;background:#7f1d1d;color:#fff;font-size:.75rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase}
.download{display:inline-block;color:#04101f;background:#5aa9ff;border-radius:999px;padding:.45rem 1rem;font-weight:600;text-decoration:none}
.download:hover{background:#82bdff}
a{color:#7cbcff}
a:focus-visible,.download:focus-visible{outline:3px solid #ffd166;outline-offset:3px}
h1,h2,h3,h4{line-height:1.25;margin:1.6em 0 .6em}
main>:first-child{margin-top:0}
p,ul,ol,blockquote,pre,.table-wrap{margin:0 0 1em}
li{margin:.25em 0}
li.task{list-style:none;margin-left:-1.2em}
blockquote{margin-left:0;padding:.5rem 1rem;border-left:3px solid #5aa9ff;background:#0d1422;color:#d3dceb}
blockquote>:last-child{margin-bottom:0}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#16223a;padding:.1em .35em;border-radius:4px}
pre{background:#0d1422;border:1px solid #22304a;border-radius:8px;padding:1rem;overflow:auto}
pre code{background:none;padding:0;white-space:pre}
.plain{white-space:pre-wrap;word-break:break-word}
hr{border:0;border-top:1px solid #33476b;margin:2rem 0}
.table-wrap{overflow-x:auto;border:1px solid #22304a;border-radius:8px}
table{border-collapse:collapse;width:100%;font-size:.95rem}
th,td{text-align:left;padding:.55rem .8rem;border-bottom:1px solid #22304a;vertical-align:top;min-width:6.5rem}
.table-wrap:focus-visible{outline:3px solid #ffd166;outline-offset:2px}
th{background:#111a2b;color:#c5d1e3}
tr:last-child td{border-bottom:0}
figure{margin:0}
figure img{display:block;max-width:100%;height:auto;margin:0 auto;border:1px solid #22304a;border-radius:8px}
figcaption{color:#a3b1c6;font-size:.9rem;margin-top:.75rem}
main{padding-bottom:3rem}
body.framed{display:flex;flex-direction:column;min-height:100vh}
body.framed main{max-width:none;width:100%;flex:1;display:flex;padding:0}
.html-frame{flex:1;width:100%;min-height:70vh;border:0;background:#fff}
`;

function metaLine(file: ViewerFile): string {
  const parts = [
    file.fileType,
    formatSize(file.size),
    `Updated ${formatDate(file.updatedAt)}`,
    file.category,
  ];
  if (file.version) parts.push(`Version ${file.version}`);
  return parts.map(escapeHtml).join(' · ');
}

interface PageParts {
  file: ViewerFile;
  links: ViewerLinks;
  origin: string;
  body: string;
  /** Markdown brings its own headings, so the file title is then a label rather than the h1. */
  titleIsHeading: boolean;
  /** The body is one full-width frame (HTML files). */
  framed?: boolean;
}

/**
 * The policy of every viewer page and of a framed HTML file: no script of any kind (inline,
 * event handler or file), no frames but the one srcdoc frame, no forms, styles and images only.
 */
export const VIEWER_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' blob: data:; form-action 'none'; base-uri 'self'";

function page({ file, links, origin, body, titleIsHeading, framed = false }: PageParts): string {
  const title = escapeHtml(file.title);
  const heading = titleIsHeading
    ? `<h1 class="doc-title">${title}</h1>`
    : `<p class="doc-title">${title}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${VIEWER_POLICY}">
<base href="${escapeHtml(origin)}/">
<title>${title}</title>
<style>${STYLES}</style>
</head>
<body${framed ? ' class="framed"' : ''}>
<header>
${file.complianceFlag ? '<p class="internal">Internal only - confidential</p>\n' : ''}${heading}
<p class="meta">${metaLine(file)}</p>
<a class="download" href="${escapeHtml(links.download)}" download="${escapeHtml(file.fileName)}">Download ${escapeHtml(file.fileName)}</a>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

function csvTable(text: string): string {
  const [header, ...rows] = parseCsv(text);
  if (!header) return '<p>This file is empty.</p>';
  const cells = (tag: 'th' | 'td', row: string[]) =>
    row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  return `<div class="table-wrap" tabindex="0"><table><thead><tr>${cells('th', header)}</tr></thead><tbody>${rows.map((row) => `<tr>${cells('td', row)}</tr>`).join('')}</tbody></table></div>`;
}

function dataBody(file: ViewerFile, text: string): string {
  if (file.fileName.toLowerCase().endsWith('.csv')) return csvTable(text);
  let shown = text;
  if (file.mimeType.includes('json')) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not valid JSON after all: show it exactly as stored.
    }
  }
  return `<pre><code>${escapeHtml(shown)}</code></pre>`;
}

/** Puts `snippet` at the start of <head> (or after the doctype) without pushing the page into quirks mode. */
export function injectIntoHead(html: string, snippet: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return (
      html.slice(0, head.index + head[0].length) + snippet + html.slice(head.index + head[0].length)
    );
  const doctype = /<!doctype[^>]*>/i.exec(html);
  if (doctype)
    return (
      html.slice(0, doctype.index + doctype[0].length) +
      snippet +
      html.slice(doctype.index + doctype[0].length)
    );
  return snippet + html;
}

/**
 * An HTML file, byte for byte as written, in a frame that can neither run script nor navigate:
 * `sandbox` without allow-scripts, allow-forms, allow-popups or allow-top-navigation (which also
 * blocks <meta http-equiv="refresh">), and the viewer policy on top, so no markup trick (nested
 * tags, event handlers, srcdoc, javascript: links) gets anything to run. allow-same-origin only
 * lets its images and styles load from the site (they answer same-origin requests only); it is
 * safe because nothing in the frame can run. The frame's own <base> resolves the site's paths.
 */
function htmlBody(file: ViewerFile, text: string, origin: string): string {
  const framed = injectIntoHead(
    text,
    `<meta http-equiv="Content-Security-Policy" content="${VIEWER_POLICY}"><base href="${escapeHtml(origin)}/">`,
  );
  return `<iframe class="html-frame" sandbox="allow-same-origin" title="${escapeHtml(file.title)}" srcdoc="${escapeHtml(framed)}"></iframe>`;
}

const OFFICE_APPS: Record<string, string> = {
  PowerPoint: 'PowerPoint, Keynote or Google Slides',
  Word: 'Word, Pages or Google Docs',
};

/**
 * The HTML page View opens for a file that does not open directly. `text` is the decoded file
 * for types where needsText() is true, and for Markdown the HTML its parsed tree draws to
 * (src/components/markdown/static-html.tsx); `origin` makes site paths (/screenshots/...) resolve.
 */
export function buildViewerHtml(
  file: ViewerFile,
  text: string | null,
  links: ViewerLinks,
  origin: string,
): string {
  const parts = { file, links, origin, titleIsHeading: true };
  switch (file.fileType) {
    case 'HTML':
      return page({ ...parts, framed: true, body: htmlBody(file, text ?? '', origin) });
    case 'Markdown':
      return page({ ...parts, titleIsHeading: false, body: text ?? '' });
    case 'Text':
      return page({
        ...parts,
        body: `<div class="plain">${escapeHtml(splitFrontMatter(text ?? '').body.trim())}</div>`,
      });
    case 'Data':
      return page({ ...parts, body: dataBody(file, text ?? '') });
    case 'Image':
      return page({
        ...parts,
        body: `<figure><img src="${escapeHtml(links.image ?? links.download)}" alt="${escapeHtml(file.title)}"><figcaption>${escapeHtml(file.description)}</figcaption></figure>`,
      });
    default: {
      const apps = OFFICE_APPS[file.fileType] ?? 'the matching application';
      return page({
        ...parts,
        body: `<p>${escapeHtml(file.description)}</p><p>Browsers cannot preview ${escapeHtml(file.fileType)} files. Download the file and open it in ${escapeHtml(apps)}; it is stored on this device, so this works offline too.</p>`,
      });
    }
  }
}
