import { describe, expect, it } from 'vitest';
import { createFuzzySearch, HEADER_RESULT_LIMIT, type SearchableDoc } from './fuzzy-search';

const docs: SearchableDoc[] = [
  {
    title: 'Calm Deck: The Value of a Documented All-Clear',
    description: 'Eight-slide deck on the Calm state.',
    category: 'Marketing',
    tags: ['States', 'Demo'],
  },
  {
    title: 'Competitive Battlecards',
    description: 'How we compare with regime models.',
    category: 'Sales',
    tags: ['Objections', 'AE'],
  },
  {
    title: 'ROI Toolkit: Illustrative Value Conversations',
    description: 'Worked value examples.',
    category: 'Sales',
    tags: ['ROI', 'Pricing'],
  },
  {
    title: 'Webhook Integration Guide',
    description: 'Signed JSON payloads for each alert.',
    category: 'Technical Specs',
    tags: ['API', 'Technical'],
  },
  {
    title: 'Glossary of Terms',
    description: 'Calm, stress and other terms defined.',
    category: 'General',
    tags: ['FAQ'],
  },
];

describe('header fuzzy search', () => {
  const search = createFuzzySearch(docs);

  it('finds nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('tolerates typos and case', () => {
    expect(search('batlecards')[0]).toBe(1);
    expect(search('WEBHOOK')[0]).toBe(3);
  });

  it('ranks a title match above a description match', () => {
    const result = search('calm');
    expect(result[0]).toBe(0);
    expect(result).toContain(4);
  });

  it('searches category and tags too', () => {
    expect(search('Technical Specs')[0]).toBe(3);
    expect(search('Pricing')).toContain(2);
  });

  it('rejects matches worse than the 0.4 threshold', () => {
    expect(search('zzzzqqqq')).toEqual([]);
  });

  it('returns at most eight results', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      title: `Pilot plan ${i}`,
      description: 'Pilot',
      category: 'Sales',
      tags: ['Close'],
    }));
    expect(createFuzzySearch(many)('pilot')).toHaveLength(HEADER_RESULT_LIMIT);
  });
});
