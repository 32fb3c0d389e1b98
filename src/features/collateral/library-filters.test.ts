import { describe, expect, it } from 'vitest';
import {
  applyLibraryQuery,
  countBy,
  EMPTY_QUERY,
  featuredDocs,
  filterByCategory,
  filterByTags,
  groupByCategory,
  hasActiveFilters,
  manifestDocs,
  searchDocs,
  SORT_KEYS,
  sortDocs,
  tagOptions,
  type LibraryDoc,
} from './library-filters';

type Doc = LibraryDoc;
let n = 0;
function doc(partial: Partial<Doc> & Pick<Doc, 'title'>): Doc {
  n += 1;
  return {
    id: partial.id ?? `doc-${n}`,
    description: 'A file.',
    category: 'Sales',
    tags: ['AE'],
    updatedAt: '2026-01-01',
    sourceRelativePath: partial.sourceRelativePath ?? `sales/doc-${n}.md`,
    ...partial,
  };
}

const onePager = doc({
  id: 'sales/one-pager',
  title: 'One-Pager',
  description: 'Single page overview',
  tags: ['Sales', 'Value Prop'],
  updatedAt: '2026-10-28',
  featured: true,
});
const calmDeck = doc({
  id: 'marketing/calm-deck',
  title: 'Calm Deck',
  description: 'Eight slides',
  category: 'Marketing',
  tags: ['States', 'Demo'],
  updatedAt: '2026-09-15',
});
const manifest = doc({
  id: 'manifests/turning_state',
  title: 'Feature Manifest: turning_state',
  category: 'Technical Specs',
  tags: ['Technical'],
  updatedAt: '2026-11-05',
  sourceRelativePath: 'manifests/turning_state.json',
});
const rule = doc({
  id: 'manifests/rules/calm_state.rules',
  title: 'Rule File: calm_state',
  category: 'Technical Specs',
  tags: ['Technical', 'States'],
  updatedAt: '2026-11-05',
  sourceRelativePath: 'manifests/rules/calm_state.rules.yaml',
});
const pricing = doc({
  id: 'sales/pricing-guide',
  title: 'pricing guide',
  description: 'Internal ROI and tier guide',
  tags: ['Pricing', 'ROI'],
  updatedAt: '2026-08-04',
  featured: true,
});
const all = [onePager, calmDeck, manifest, rule, pricing];

describe('search', () => {
  it('is case-insensitive over title, description, category and tags', () => {
    expect(searchDocs(all, 'CALM')).toEqual([calmDeck, rule]);
    expect(searchDocs(all, 'eight SLIDES')).toEqual([calmDeck]);
    expect(searchDocs(all, 'technical specs')).toEqual([manifest, rule]);
    expect(searchDocs(all, 'value prop')).toEqual([onePager]);
  });

  it('ignores surrounding blanks; a blank query keeps everything', () => {
    expect(searchDocs(all, '  deck ')).toEqual([calmDeck]);
    expect(searchDocs(all, '   ')).toEqual(all);
  });

  it('never matches across two fields', () => {
    expect(searchDocs(all, 'deck eight')).toEqual([]);
    expect(searchDocs(all, 'states demo')).toEqual([]);
  });
});

describe('filters', () => {
  it('matches the category exactly', () => {
    expect(filterByCategory(all, 'Technical Specs')).toEqual([manifest, rule]);
    expect(filterByCategory(all, 'technical specs')).toEqual([]);
    expect(filterByCategory(all, null)).toEqual(all);
  });

  it('keeps documents having any selected tag', () => {
    expect(filterByTags(all, ['Demo', 'ROI'])).toEqual([calmDeck, pricing]);
    expect(filterByTags(all, [])).toEqual(all);
  });

  it('does not filter by Replay Examples', () => {
    expect(filterByTags(all, ['Replay Examples'])).toEqual(all);
    expect(filterByTags(all, ['Replay Examples', 'Demo'])).toEqual([calmDeck]);
  });

  it('counts search, category and tags as filters, not the sort', () => {
    expect(hasActiveFilters(EMPTY_QUERY)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_QUERY, sort: 'title' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_QUERY, q: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_QUERY, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_QUERY, category: 'Sales' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_QUERY, tags: ['Replay Examples'] })).toBe(true);
  });
});

describe('sorting', () => {
  it('puts the newest first, ties by title', () => {
    expect(sortDocs(all, 'updated').map((d) => d.id)).toEqual([
      manifest.id,
      rule.id,
      onePager.id,
      calmDeck.id,
      pricing.id,
    ]);
  });

  it('sorts titles A-Z ignoring case', () => {
    expect(sortDocs(all, 'title').map((d) => d.title)).toEqual([
      'Calm Deck',
      'Feature Manifest: turning_state',
      'One-Pager',
      'pricing guide',
      'Rule File: calm_state',
    ]);
  });

  it('sorts by category, then title', () => {
    expect(sortDocs(all, 'category').map((d) => d.id)).toEqual([
      calmDeck.id,
      onePager.id,
      pricing.id,
      manifest.id,
      rule.id,
    ]);
  });

  it('does not change its input', () => {
    const input = [...all];
    sortDocs(input, 'title');
    expect(input).toEqual(all);
  });
});

describe('applyLibraryQuery', () => {
  it('filters a catalogue sorted once into exactly the sorted result of each search', () => {
    const words = ['calm', 'deck', 'pricing', 'guide', 'pilot', 'state'];
    const many: LibraryDoc[] = Array.from({ length: 300 }, (_, i) => ({
      id: `gen/${i}`,
      title: `${words[i % 6]} ${words[(i * 7) % 6]} ${i % 13}`,
      description: `About ${words[(i * 5) % 6]}`,
      category: i % 3 ? 'Sales' : 'Marketing',
      tags: [i % 2 ? 'AE' : 'ROI'],
      updatedAt: `2026-0${1 + (i % 9)}-1${i % 10}`,
      sourceRelativePath: `gen/${i}.md`,
      featured: false,
    }));
    for (const sort of SORT_KEYS)
      for (const q of ['', 'c', 'deck', 'pilot 1', 'about s'])
        for (const category of [null, 'Sales'])
          expect(applyLibraryQuery(many, { ...EMPTY_QUERY, q, category, sort })).toEqual(
            sortDocs(filterByCategory(searchDocs(many, q), category), sort),
          );
  });

  it('gives every query of a typing session the same matches as a fresh search, narrowing or not', () => {
    const many: LibraryDoc[] = Array.from({ length: 200 }, (_, i) => ({
      ...calmDeck,
      id: `gen/${i}`,
      title: ['Pricing guide', 'Pricing', 'Calm deck', 'Guide to pricing'][i % 4]!,
      description: `Note ${i}`,
    }));
    const texts = new Map(
      many
        .filter((_, i) => i % 5 === 0)
        .map((doc) => [
          doc.id,
          { text: 'Net 30 pricing guidance', lower: 'net 30 pricing guidance' },
        ]),
    );
    const fresh = (q: string, inside?: typeof texts) =>
      many.filter(
        (doc) =>
          [doc.title, doc.description, doc.category, ...doc.tags]
            .join('\n')
            .toLowerCase()
            .includes(q.trim().toLowerCase()) ||
          (inside?.get(doc.id)?.lower.includes(q.trim().toLowerCase()) ?? false),
      );
    const session = [
      'p',
      'pr',
      'pricing',
      'pricing g',
      'pricing gu',
      'pricing g',
      'pricing',
      'ricing',
      'PRICING GUIDE',
      'guide',
      'uide',
      'note 1',
      'note 12',
      'note 1',
      'net 30',
      ' net 30 ',
      'x',
      'xy',
      '',
    ];
    for (const q of session) {
      expect(
        searchDocs(many, q).map((doc) => doc.id),
        q,
      ).toEqual(q.trim() ? fresh(q).map((doc) => doc.id) : many.map((doc) => doc.id));
      expect(
        searchDocs(many, q, texts).map((doc) => doc.id),
        `${q} inside`,
      ).toEqual(q.trim() ? fresh(q, texts).map((doc) => doc.id) : many.map((doc) => doc.id));
    }
    // Same query, texts read since: the documents' text is searched too.
    expect(searchDocs(many, 'net 30').length).toBe(0);
    expect(searchDocs(many, 'net 30', texts).length).toBe(40);
    // The result is a copy: changing it leaves the next search alone.
    const first = searchDocs(many, 'calm');
    first.length = 0;
    expect(searchDocs(many, 'calm deck').length).toBe(50);
  });

  it('combines search, category, tags and sort', () => {
    const result = applyLibraryQuery(all, {
      q: 'state',
      category: 'Technical Specs',
      tags: ['States', 'Replay Examples'],
      sort: 'title',
      inside: false,
    });
    expect(result).toEqual([rule]);
    expect(applyLibraryQuery(all, { ...EMPTY_QUERY, q: 'guide', sort: 'title' })).toEqual([
      pricing,
    ]);
  });
});

describe('grouping, Start Here, manifests, options', () => {
  it('groups by category in the given order and skips empty groups', () => {
    const groups = groupByCategory(sortDocs(all, 'title'), [
      'Client Resources',
      'Marketing',
      'Sales',
      'Technical Specs',
    ]);
    expect(groups.map((g) => [g.category, g.docs.map((d) => d.id)])).toEqual([
      ['Marketing', [calmDeck.id]],
      ['Sales', [onePager.id, pricing.id]],
      ['Technical Specs', [manifest.id, rule.id]],
    ]);
    expect(groupByCategory([calmDeck], [])).toEqual([{ category: 'Marketing', docs: [calmDeck] }]);
  });

  it('picks at most six featured documents, each once', () => {
    const duplicateTitle = doc({ title: 'ONE-PAGER ', featured: true });
    const many = Array.from({ length: 8 }, (_, i) =>
      doc({ title: `Featured ${i}`, featured: true }),
    );
    expect(featuredDocs(all)).toEqual([onePager, pricing]);
    expect(featuredDocs([onePager, onePager, duplicateTitle, pricing])).toEqual([
      onePager,
      pricing,
    ]);
    expect(featuredDocs(many)).toEqual(many.slice(0, 6));
  });

  it('lists files under manifests/ sorted by path', () => {
    expect(manifestDocs(all)).toEqual([rule, manifest]);
  });

  it('always offers the Replay Examples tag once', () => {
    expect(tagOptions(['AE', 'Demo'])).toEqual(['AE', 'Demo', 'Replay Examples']);
    expect(tagOptions(['Replay Examples', 'AE'])).toEqual(['Replay Examples', 'AE']);
  });

  it('counts documents per category and tag', () => {
    const { categories, tags } = countBy(all);
    expect(categories.get('Technical Specs')).toBe(2);
    expect(tags.get('States')).toBe(2);
    expect(tags.get('Replay Examples')).toBeUndefined();
  });
});
