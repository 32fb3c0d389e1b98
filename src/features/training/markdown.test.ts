import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown, type Block, type Inline } from './markdown';

/** The plain text of inline nodes, for compact assertions. */
function plain(inlines: Inline[]): string {
  return inlines
    .map((node) =>
      node.kind === 'text' || node.kind === 'code' ? node.text : plain(node.children),
    )
    .join('');
}

describe('parseInline', () => {
  it('reads bold, italics, code and links', () => {
    expect(parseInline('a **bold** and *it* and `x_y` [docs](/internal/msd/docs)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'x_y' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/internal/msd/docs', children: [{ kind: 'text', text: 'docs' }] },
    ]);
  });

  it('leaves snake_case identifiers, lone asterisks and arithmetic alone', () => {
    const text = 'systemic_stress_state 5.4.0 and calm_state 2.3.0; 5 * 3 = 15; 2 x 3';
    expect(parseInline(text)).toEqual([{ kind: 'text', text }]);
  });

  it('nests italics inside bold and reads _underscore_ emphasis at word edges', () => {
    const [strong] = parseInline('**Certified: *all* done.**');
    expect(strong?.kind).toBe('strong');
    expect(plain([strong!])).toBe('Certified: all done.');
    expect(parseInline('_quiet_ days')[0]).toEqual({
      kind: 'em',
      children: [{ kind: 'text', text: 'quiet' }],
    });
  });

  it('keeps unsafe links as text', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(parseInline('[x](javascript:alert(1))').every((node) => node.kind === 'text')).toBe(
      true,
    );
  });

  it('never produces markup: HTML stays text', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script>' },
    ]);
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs joined across lines, and lists', () => {
    const blocks = parseMarkdown(
      '## Title\n\nFirst line\nsecond line.\n\n- one\n- **two**\n\n1. a\n2. b',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[0]).toMatchObject({ kind: 'heading', level: 2 });
    expect(plain((blocks[1] as Extract<Block, { kind: 'paragraph' }>).inlines)).toBe(
      'First line second line.',
    );
    expect(blocks[2]).toMatchObject({ ordered: false, items: [{}, {}] });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 1, items: [{}, {}] });
  });

  it('nests an indented list under its item', () => {
    const [list] = parseMarkdown('- **Never sell:**\n  - research\n  - raw data\n- next');
    expect(list).toMatchObject({
      kind: 'list',
      items: [{ children: [{ kind: 'list', items: [{}, {}] }] }, { children: [] }],
    });
  });

  it('keeps an ordered list start number', () => {
    expect(parseMarkdown('3. third\n4. fourth')[0]).toMatchObject({ kind: 'list', start: 3 });
  });

  it('reads fenced code, quotes, rules and pipe tables', () => {
    const blocks = parseMarkdown(
      '```\nconst a = 1;\n```\n\n> quoted **text**\n\n---\n\n| State | Record |\n|---|---|\n| Turning | 58 of 61 |\n| Calm | n/a |',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['code', 'quote', 'rule', 'table']);
    expect(blocks[0]).toEqual({ kind: 'code', text: 'const a = 1;' });
    const table = blocks[3] as Extract<Block, { kind: 'table' }>;
    expect(table.header.map(plain)).toEqual(['State', 'Record']);
    expect(table.rows.map((row) => row.map(plain))).toEqual([
      ['Turning', '58 of 61'],
      ['Calm', 'n/a'],
    ]);
  });

  it('treats a quoted line of speech as a paragraph, not a quote', () => {
    expect(parseMarkdown('"Every trading day..." she said.')[0]?.kind).toBe('paragraph');
  });
});
