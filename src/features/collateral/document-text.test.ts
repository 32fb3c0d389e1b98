import { describe, expect, it } from 'vitest';
import type { CollateralFile } from '@/shared/vault-schema';
import { findSnippet, hasSearchableText, loadDocumentTexts, readableText } from './document-text';
import { searchDocs, type LibraryDoc } from './library-filters';

const md = { fileType: 'Markdown', mimeType: 'text/markdown; charset=utf-8' } as const;
const html = { fileType: 'HTML', mimeType: 'text/html; charset=utf-8' } as const;

describe('which files are searched inside', () => {
  it('takes Markdown, text, HTML and CSV, not JSON, YAML, PDF or images', () => {
    expect(hasSearchableText(md)).toBe(true);
    expect(hasSearchableText(html)).toBe(true);
    expect(hasSearchableText({ fileType: 'Text', mimeType: 'text/plain; charset=utf-8' })).toBe(
      true,
    );
    expect(hasSearchableText({ fileType: 'Data', mimeType: 'text/csv; charset=utf-8' })).toBe(true);
    expect(hasSearchableText({ fileType: 'Data', mimeType: 'application/json' })).toBe(false);
    expect(hasSearchableText({ fileType: 'Data', mimeType: 'application/yaml' })).toBe(false);
    expect(hasSearchableText({ fileType: 'PDF', mimeType: 'application/pdf' })).toBe(false);
  });
});

describe('readableText', () => {
  it('drops front matter and collapses space', () => {
    const text = { fileType: 'Text', mimeType: 'text/plain; charset=utf-8' } as const;
    expect(
      readableText(text, '---\ntitle: "Secret title"\n---\n\nCalm  deck\n\nBody\ttext.\n'),
    ).toBe('Calm deck Body text.');
  });

  it('drops the commented front matter, markup, scripts and styles of HTML, and decodes entities', () => {
    const raw =
      '<!--\n---\ntitle: "X"\n---\n-->\n<html><head><style>p{color:red}</style><script>var a = "hidden";</script></head><body><h1>Pricing &amp; terms</h1><!-- note --><p>Net&nbsp;30 &#8212; ok</p></body></html>';
    expect(readableText(html, raw)).toBe('Pricing & terms Net 30 \u2014 ok');
  });
});

describe('findSnippet', () => {
  const text =
    'The first paragraph explains the pilot. Later the regime change alert is described in detail for the desk, with examples of how a rep walks a buyer through it.';
  const lower = text.toLowerCase();

  it('finds the first case-insensitive occurrence with words around it, cut at word ends', () => {
    expect(findSnippet(text, lower, 'REGIME change', 20)).toEqual({
      before: '…pilot. Later the ',
      match: 'regime change',
      after: ' alert is described…',
    });
  });

  it('has no ellipsis at the text ends, and nothing for a blank or absent query', () => {
    expect(findSnippet('calm deck', 'calm deck', 'calm', 60)).toEqual({
      before: '',
      match: 'calm',
      after: ' deck',
    });
    expect(findSnippet(text, lower, '  ')).toBeNull();
    expect(findSnippet(text, lower, 'zebra')).toBeNull();
  });
});

describe('searching inside documents', () => {
  const doc = (id: string, title: string): LibraryDoc => ({
    id,
    title,
    description: 'A description',
    category: 'Sales',
    tags: ['AE'],
    updatedAt: '2026-01-01',
    sourceRelativePath: `${id}.md`,
    featured: false,
  });
  const docs = [doc('a', 'Calm deck'), doc('b', 'Pricing guide'), doc('c', 'Battlecards')];
  const texts = new Map([['b', { text: 'Net 30 terms apply', lower: 'net 30 terms apply' }]]);

  it('adds documents whose text contains the query to the metadata matches', () => {
    expect(searchDocs(docs, 'net 30').map((d) => d.id)).toEqual([]);
    expect(searchDocs(docs, 'NET 30', texts).map((d) => d.id)).toEqual(['b']);
    expect(searchDocs(docs, 'calm', texts).map((d) => d.id)).toEqual(['a']);
  });

  it('reads every searchable file once, counts the ones that fail and reports progress', async () => {
    const file = (id: string, fileType: CollateralFile['fileType'], mimeType: string) =>
      ({ id, fileType, mimeType }) as CollateralFile;
    const files = [
      file('one', 'Markdown', 'text/markdown'),
      file('pdf', 'PDF', 'application/pdf'),
      file('two', 'Data', 'text/csv'),
      file('gone', 'Text', 'text/plain'),
    ];
    const opened: string[] = [];
    const progress: Array<[number, number]> = [];
    const { texts, failed } = await loadDocumentTexts(
      files,
      async (f, part = 'file') => {
        opened.push(`${f.id}:${part}`);
        if (f.id === 'gone') throw new Error('not on this device');
        // A Markdown file is read from its parsed tree, never from its Markdown text.
        return new Blob([
          part === 'view'
            ? JSON.stringify([
                ['h', 1, ['Calm ', ['strong', ['deck']]]],
                ['p', ['Body  text']],
              ])
            : `text of ${f.id}`,
        ]);
      },
      (done, total) => progress.push([done, total]),
      new AbortController().signal,
    );
    expect(opened.sort()).toEqual(['gone:file', 'one:view', 'two:file']);
    expect([...texts.keys()].sort()).toEqual(['one', 'two']);
    expect(texts.get('one')).toEqual({ text: 'Calm deck Body text', lower: 'calm deck body text' });
    expect(texts.get('two')).toEqual({ text: 'text of two', lower: 'text of two' });
    expect(failed).toBe(1);
    expect(progress[0]).toEqual([0, 3]);
    expect(progress.at(-1)).toEqual([3, 3]);
  });
});
