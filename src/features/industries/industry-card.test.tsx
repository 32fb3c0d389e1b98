import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import { industryCards } from '@/content/public/industries';
import type { IndustryCard as IndustryCardData } from '@/content/public/industries.schema';
import { gridLayoutFor } from './grid-layout';
import { IndustryCard } from './industry-card';

function render(card: IndustryCardData): string {
  return renderToString(
    <MemoryRouter>
      <IndustryCard card={card} comingSoonLabel="Coming Soon" openLabel="View application" />
    </MemoryRouter>,
  );
}

describe('industry applications index (spec 2.15)', () => {
  it('has eight cards; only Agriculture and Logistics open, to their own pages', () => {
    expect(industryCards).toHaveLength(8);
    const open = industryCards.filter((card) => !card.comingSoon);
    expect(open.map((card) => [card.title, card.path])).toEqual([
      ['Agriculture and Resources', paths.industriesAgriculture],
      ['Logistics and Supply Chain', paths.industriesLogistics],
    ]);
    expect(industryCards.filter((card) => card.comingSoon).map((card) => card.title)).toEqual([
      'Emergency Services',
      'IT Infrastructure',
      'Software Development',
      'Pharmaceuticals',
      'Energy Production',
      'Real Estate',
    ]);
  });

  it('renders an available card as one link around the whole card', () => {
    const html = render(industryCards[0] as IndustryCardData);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/^<a [^>]*class="card card-link industry-card"/);
    expect(html).toContain('href="/industries/agriculture"');
    expect(html.endsWith('</a>')).toBe(true);
    expect(html).not.toContain('Coming Soon');
  });

  it('renders a coming-soon card as inert text with its badge: no link, no button', () => {
    for (const card of industryCards.filter((item) => item.comingSoon)) {
      const html = render(card);
      expect(html).not.toMatch(/<a |<button|href=|tabindex/);
      expect(html).toContain('Coming Soon');
      expect(html).toContain(card.title);
    }
  });

  it('keeps the icons decorative', () => {
    expect(render(industryCards[2] as IndustryCardData)).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});

describe('gridLayoutFor', () => {
  it('gives even rows for 3n and 4n cards', () => {
    expect(gridLayoutFor(8)).toBe('industry-grid-quad');
    expect(gridLayoutFor(4)).toBe('industry-grid-quad');
    expect(gridLayoutFor(3)).toBe('industry-grid-trio');
    expect(gridLayoutFor(6)).toBe('industry-grid-trio');
    expect(gridLayoutFor(2)).toBe('grid-2');
    expect(gridLayoutFor(5)).toBe('grid-2');
  });
});
