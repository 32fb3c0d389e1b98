/**
 * Content integrity guard (issue 17): every number with a unit or a percent sign on every
 * prerendered public page (text, title and meta descriptions) must be in the approved registry
 * (src/content/public/approved-figures.ts) with its source, or on its explicit allow list of
 * dates, prices and counts that are not claims. A later edit cannot add an unsourced figure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedFigures, approvedFigures } from '../../src/content/public/approved-figures';
import { prerenderFileFor, prerenderPaths } from '../../src/shared/routes';

const dist = path.resolve(import.meta.dirname, '../../dist');

const UNITS = [
  'business days?',
  'trading days?',
  'days?',
  'hours?',
  'years?',
  'months?',
  'weeks?',
  'minutes?',
  'seconds?',
  'bp',
  'basis points',
  'x',
  'times',
  'nT',
  'km',
  'GW',
  'MW',
  'million',
  'billion',
].join('|');
const NUMBER = String.raw`[<>~+]?\$?\d[\d,]*(?:\.\d+)?(?:\s?(?:-|to)\s?\$?\d[\d,]*(?:\.\d+)?)?`;
/** '90%+', '5-15%', '<12%', '2-4 days', '35+ years', '62.5x', '$8,000', '$24k' */
const FIGURE = new RegExp(
  String.raw`${NUMBER}\s?(?:%\+?|\+?\s?(?:${UNITS})\b)|[<>~]?\$\d[\d,]*(?:\.\d+)?(?:\s?(?:k|M|B)\b)?`,
  'gi',
);

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** What a reader (or a search engine) reads on the page: body text, title and meta contents. */
export function readableText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ');
  const metas = [...withoutCode.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => match[1]);
  return [...metas, withoutCode.replace(/<[^>]+>/g, ' ')]
    .join(' ')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ');
}

export function figuresIn(text: string): Array<{ figure: string; context: string }> {
  return [...text.matchAll(FIGURE)].map((match) => ({
    figure: match[0].replace(/\s+/g, ' ').trim(),
    context: text.slice(Math.max(0, match.index - 50), match.index + match[0].length + 30).trim(),
  }));
}

const known = new Set([...approvedFigures, ...allowedFigures].map((entry) => entry.figure));

describe('content integrity: figures on public pages', () => {
  it('the extractor finds the figure shapes the site uses', () => {
    const found = figuresIn(
      readableText(
        '<p>90%+ precision, 5–15% more, &lt;12% false, 2-4 days, 35+ years, 62.5x, $8,000 and $24k; 2012-2024 is a period, 15 a count.</p>',
      ),
    ).map((entry) => entry.figure);
    expect(found).toEqual([
      '90%+',
      '5-15%',
      '<12%',
      '2-4 days',
      '35+ years',
      '62.5x',
      '$8,000',
      '$24k',
    ]);
  });

  it('the registry has no duplicate or blank entry, and every entry has a source', () => {
    const figures = [...approvedFigures, ...allowedFigures].map((entry) => entry.figure);
    expect(new Set(figures).size).toBe(figures.length);
    for (const entry of approvedFigures)
      expect(entry.source.length, entry.figure).toBeGreaterThan(10);
    for (const entry of allowedFigures) expect(entry.why.length, entry.figure).toBeGreaterThan(10);
  });

  for (const route of prerenderPaths) {
    it(`${route} states only approved figures`, () => {
      const text = readableText(readFileSync(path.join(dist, prerenderFileFor(route)), 'utf8'));
      const unapproved = figuresIn(text)
        .filter(({ figure }) => !known.has(figure))
        .map(({ figure, context }) => `${figure}  in "...${context}..."`);
      expect(unapproved, 'figures missing from src/content/public/approved-figures.ts').toEqual([]);
    });
  }
});
