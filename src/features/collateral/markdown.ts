/**
 * A small Markdown-to-HTML renderer for viewing library files: headings, paragraphs, lists (with
 * task boxes), block quotes, fenced code, simple pipe tables, rules, bold, italics, inline code and
 * links. Every piece of text is HTML-escaped and only http(s), mailto and site-relative links are
 * kept, so a file can never inject markup or script into the page that shows it.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Removes a leading YAML front matter block (the catalogue already shows its fields). */
export function stripFrontMatter(text: string): string {
  const source = text.replace(/^\uFEFF/, '');
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^(https?:|mailto:)/i.test(href) || /^[/#.]/.test(href) || /^[\w-]+(\/[\w.-]*)*(#[\w-]*)?$/.test(href)) return href;
  return null;
}

/**
 * Inline markup of one block of text. Code spans are swapped for private-use placeholders first so
 * nothing inside them is treated as markup.
 */
export function renderInline(text: string): string {
  const codes: string[] = [];
  const withoutCode = text.replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${escapeHtml(code)}</code>`);
    return `\uE000${codes.length - 1}\uE001`;
  });
  let html = escapeHtml(withoutCode);
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, target: string) => {
    // The target was escaped with the rest; undo that to validate it, then escape it once.
    const href = safeHref(target.replace(/&amp;/g, '&'));
    return href ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
  });
  html = html
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=\S)([\s\S]*?\S)__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)/g, '$1<em>$2</em>')
    // Underscores inside words (feature_id, calm_state) are never emphasis.
    .replace(/(^|[^\w])_(?=\S)([\s\S]*?\S)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/ {2,}\n/g, '<br>\n');
  return html.replace(/\uE000(\d+)\uE001/g, (_, index: string) => codes[Number(index)] ?? '');
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const FENCE = /^ {0,3}(```|~~~)\s*([\w+-]*)\s*$/;
const LIST_ITEM = /^ {0,3}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function splitRow(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function renderTable(lines: string[]): string {
  const header = splitRow(lines[0]!);
  const aligns = splitRow(lines[1]!).map((cell) => (cell.endsWith(':') ? (cell.startsWith(':') ? 'center' : 'right') : null));
  const cell = (tag: 'th' | 'td', text: string, index: number) => {
    const align = aligns[index];
    return `<${tag}${align ? ` style="text-align:${align}"` : ''}>${renderInline(text)}</${tag}>`;
  };
  const body = lines.slice(2).map((line) => `<tr>${splitRow(line).map((text, i) => cell('td', text, i)).join('')}</tr>`);
  // Focusable, so a table wider than a phone can be scrolled from the keyboard.
  return `<div class="table-wrap" tabindex="0"><table><thead><tr>${header.map((text, i) => cell('th', text, i)).join('')}</tr></thead><tbody>${body.join('')}</tbody></table></div>`;
}

function renderListItem(text: string): string {
  const task = /^\[([ xX])\]\s+([\s\S]*)$/.exec(text);
  if (!task) return `<li>${renderInline(text)}</li>`;
  const checked = task[1] !== ' ';
  return `<li class="task"><input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${checked ? 'Done' : 'To do'}"> ${renderInline(task[2]!)}</li>`;
}

export function renderMarkdown(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${renderInline(paragraph.join('\n'))}</p>`);
    paragraph = [];
  };

  for (let i = 0; i < lines.length; ) {
    const line = lines[i]!;
    if (!line.trim()) {
      flush();
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith(fence[1]!)) code.push(lines[i++]!);
      i += 1;
      const lang = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : '';
      out.push(`<pre><code${lang}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      out.push(`<h${level}>${renderInline(heading[2]!)}</h${level}>`);
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      flush();
      out.push('<hr>');
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]!)) {
      flush();
      const rows = [line, lines[i + 1]!];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(lines[i++]!);
      out.push(renderTable(rows));
      continue;
    }
    if (QUOTE.test(line)) {
      flush();
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(QUOTE.exec(lines[i++]!)![1]!);
      out.push(`<blockquote>${renderMarkdown(quoted.join('\n'))}</blockquote>`);
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const ordered = item[2] !== undefined;
      const start = ordered ? Number(item[2]) : 1;
      const items: string[] = [];
      while (i < lines.length) {
        const next = LIST_ITEM.exec(lines[i]!);
        if (next && (next[2] !== undefined) === ordered) {
          items.push(next[3]!);
          i += 1;
        } else if (items.length && /^\s{2,}\S/.test(lines[i]!)) {
          // An indented line continues the item above it.
          items[items.length - 1] += `\n${lines[i]!.trim()}`;
          i += 1;
        } else break;
      }
      const tag = ordered ? 'ol' : 'ul';
      const startAttr = ordered && start !== 1 ? ` start="${start}"` : '';
      out.push(`<${tag}${startAttr}>${items.map(renderListItem).join('')}</${tag}>`);
      continue;
    }
    paragraph.push(line);
    i += 1;
  }
  flush();
  return out.join('\n');
}
