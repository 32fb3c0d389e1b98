/**
 * Server-renders the science, research and industry pages (as the prerender does) and checks the
 * structure the spec and the accessibility rules ask for.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { researchAreas } from '@/content/public/research-areas';
import { ImageTestPage } from '@/pages/public/image-test';
import { IndustriesIndexPage } from '@/pages/public/industries-index';
import { AgricultureIndustryPage } from '@/pages/public/industry-agriculture';
import { FinanceIndustryPage } from '@/pages/public/industry-finance';
import { HealthcareIndustryPage } from '@/pages/public/industry-healthcare';
import { LogisticsIndustryPage } from '@/pages/public/industry-logistics';
import { ResearchPage } from '@/pages/public/research';
import { ScientificFoundationPage } from '@/pages/public/scientific-foundation';

const pages: [string, ComponentType][] = [
  ['/scientific-foundation', ScientificFoundationPage],
  ['/research', ResearchPage],
  ['/industries/finance', FinanceIndustryPage],
  ['/industries/agriculture', AgricultureIndustryPage],
  ['/industries/logistics', LogisticsIndustryPage],
  ['/industries/healthcare', HealthcareIndustryPage],
  ['/industries/more', IndustriesIndexPage],
  ['/image-test', ImageTestPage],
];

function render(path: string, Page: ComponentType): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const hrefs = (html: string, pattern: RegExp) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '').filter((h) => pattern.test(h));

describe.each(pages)('%s', (path, Page) => {
  const html = render(path, Page);

  it('has one h1 and headings that never skip a level', () => {
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.reduce((previous, level) => {
      expect(level, `h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      return level;
    }, 0);
  });

  it('has its own canonical URL and no e-mail address written into the page', () => {
    expect(html).toContain(`rel="canonical" href="https://marketstatedetector.com${path}"`);
    const withoutMailto = html.replace(/href="mailto:[^"]*"/g, '');
    expect(withoutMailto).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i);
  });
});

describe('scientific foundation', () => {
  const html = render('/science-validation', ScientificFoundationPage);

  it('canonicalizes the alias to the main page', () => {
    expect(html).toContain(
      'rel="canonical" href="https://marketstatedetector.com/scientific-foundation"',
    );
  });

  it('links each research-area card to its in-page section', () => {
    for (const id of ['cardiovascular', 'neurological', 'behavioral', 'mechanism']) {
      expect(html).toContain(`href="/science-validation#${id}"`);
      expect(html).toContain(`<section id="${id}"`);
    }
  });

  it('opens every key paper in a new tab, via PubMed', () => {
    const papers = researchAreas.flatMap((area) => area.papers);
    const links = [
      ...html.matchAll(
        /<a href="(https:\/\/pubmed[^"]*)" target="_blank" rel="noopener noreferrer"/g,
      ),
    ];
    expect(links.map((m) => m[1]?.replaceAll('&amp;', '&'))).toEqual(
      papers.map((paper) => paper.url),
    );
  });

  it('offers the reference sheet by mail to the research mailbox', () => {
    expect(hrefs(html, /^mailto:/).every((href) => href.startsWith('mailto:research@'))).toBe(true);
    expect(html).toContain('Request the Reference Sheet');
  });
});

describe('industry pages', () => {
  it('link agriculture and logistics to /pdi and /research', () => {
    for (const [path, Page] of pages.filter(([p]) => /agriculture|logistics/.test(p))) {
      const html = render(path, Page);
      expect(hrefs(html, /^\//)).toEqual(expect.arrayContaining(['/pdi', '/research']));
      expect(hrefs(html, /^mailto:/).length).toBeGreaterThan(0);
    }
  });

  it('reach Data In Action from finance with the gate forced', () => {
    const html = render('/industries/finance', FinanceIndustryPage);
    expect(html).toContain('href="/data-in-action?gate=1"');
  });

  it('keep the healthcare page research-only', () => {
    const html = render('/industries/healthcare', HealthcareIndustryPage);
    expect(html).toContain('Nothing on this page is medical advice');
    expect(hrefs(html, /^mailto:/).every((href) => href.startsWith('mailto:research@'))).toBe(true);
  });
});
