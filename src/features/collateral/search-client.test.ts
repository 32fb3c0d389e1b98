import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CollateralSearcher,
  toSearchable,
  workerCount,
  type SearchPort,
  type SearchRequest,
} from './search-client';
import {
  createFuzzySearch,
  createScoredSearch,
  mergeHits,
  type Hit,
  type SearchableDoc,
} from './fuzzy-search';

const docs: SearchableDoc[] = [
  { title: 'Calm Deck', description: 'Slides', category: 'Marketing', tags: ['Demo'] },
  { title: 'Pilot Plan', description: 'Ninety days', category: 'Sales', tags: ['Close'] },
  {
    title: 'Calm Statistics',
    description: 'Baseline figures',
    category: 'Technical Specs',
    tags: ['States'],
  },
];

/** A worker stand-in that answers only when the test says so. */
class FakePort implements SearchPort {
  sent: SearchRequest[] = [];
  onmessage: SearchPort['onmessage'] = null;
  onerror: SearchPort['onerror'] = null;
  terminated = false;
  private search: (q: string) => Hit[] = () => [];
  postMessage(message: SearchRequest) {
    this.sent.push(message);
    if (message.type === 'index') this.search = createScoredSearch(message.docs, message.offset);
  }
  searches() {
    return this.sent.flatMap((m) => (m.type === 'search' ? [m.query] : []));
  }
  answer() {
    const last = this.sent.at(-1);
    if (last?.type === 'search')
      this.onmessage?.({ data: { id: last.id, hits: this.search(last.query) } });
  }
  terminate() {
    this.terminated = true;
  }
}

function fakes() {
  const ports: FakePort[] = [];
  return {
    ports,
    create: () => {
      const port = new FakePort();
      ports.push(port);
      return port;
    },
  };
}

const noLocal = () => Promise.reject(new Error('no local search in this test'));

describe('CollateralSearcher', () => {
  it('sends only the searched fields to the worker once', () => {
    const { ports, create } = fakes();
    new CollateralSearcher(
      docs.map((d) => ({ ...d, sha256: 'x' })),
      create,
      noLocal,
    );
    expect(ports).toHaveLength(1);
    expect(ports[0]!.sent).toEqual([{ type: 'index', docs: docs.map(toSearchable), offset: 0 }]);
  });

  it('starts no worker for a small catalogue and searches on the page', async () => {
    const { ports, create } = fakes();
    const searcher = new CollateralSearcher(docs, create, async (d) => createFuzzySearch(d), 0);
    expect(ports).toHaveLength(0);
    expect(await searcher.search(docs[0]!.title)).toContain(0);
  });

  it('answers a blank query at once without asking the worker', async () => {
    const { ports, create } = fakes();
    const searcher = new CollateralSearcher(docs, create, noLocal);
    expect(await searcher.search('  ')).toEqual([]);
    expect(ports[0]!.searches()).toEqual([]);
  });

  it('keeps one query in flight and searches only the latest of those typed meanwhile', async () => {
    const { ports, create } = fakes();
    const searcher = new CollateralSearcher(docs, create, noLocal);
    const worker = ports[0]!;
    const first = searcher.search('c');
    const second = searcher.search('ca');
    const third = searcher.search('pilot');
    expect(worker.searches()).toEqual(['c']);
    expect(await second).toBeNull();
    worker.answer();
    expect(await first).toEqual(expect.any(Array));
    expect(worker.searches()).toEqual(['c', 'pilot']);
    worker.answer();
    expect(await third).toEqual([1]);
  });

  it('splits the catalogue across workers and merges their answers', async () => {
    const { ports, create } = fakes();
    const searcher = new CollateralSearcher(docs, create, noLocal, 2);
    expect(ports.map((p) => p.sent[0])).toEqual([
      { type: 'index', docs: docs.slice(0, 2), offset: 0 },
      { type: 'index', docs: docs.slice(2), offset: 2 },
    ]);
    const pending = searcher.search('calm');
    ports[1]!.answer();
    ports[0]!.answer();
    expect(await pending).toEqual(createFuzzySearch(docs)('calm'));
  });

  it('falls back to searching on the page when a worker fails', async () => {
    const { ports, create } = fakes();
    const searcher = new CollateralSearcher(docs, create, async (d) => createFuzzySearch(d), 2);
    const pending = searcher.search('pilot');
    ports[0]!.onerror?.(new Event('error'));
    expect(ports.every((p) => p.terminated)).toBe(true);
    expect(await pending).toEqual([1]);
    expect(await searcher.search('calm deck')).toEqual([0]);
  });

  it('falls back when no worker can be created', async () => {
    const searcher = new CollateralSearcher(
      docs,
      () => {
        throw new Error('Worker is not defined');
      },
      async (d) => createFuzzySearch(d),
    );
    expect(await searcher.search('plan')).toEqual([1]);
  });

  it('settles everything and ends the workers on dispose', async () => {
    const { ports, create } = fakes();
    const searcher = new CollateralSearcher(docs, create, noLocal);
    const pending = searcher.search('calm');
    searcher.dispose();
    expect(await pending).toBeNull();
    expect(ports[0]!.terminated).toBe(true);
    expect(await searcher.search('calm')).toEqual([]);
  });
});

describe('workerCount', () => {
  it('searches small catalogues on the page, then uses at most four workers, leaving a core for the page', () => {
    expect(workerCount(123, 8)).toBe(0);
    expect(workerCount(500, 8)).toBe(0);
    expect(workerCount(501, 8)).toBe(1);
    expect(workerCount(10_000, 8)).toBe(4);
    expect(workerCount(10_000, 2)).toBe(1);
    expect(workerCount(10_000, 3)).toBe(2);
    expect(workerCount(0, 1)).toBe(0);
  });
});

describe('sliced search', () => {
  const word = fc.constantFrom(
    'calm',
    'stress',
    'pilot',
    'plan',
    'deck',
    'roi',
    'turning',
    'alert',
    'guide',
    'volatility',
  );
  const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));
  const doc = fc.record({
    title: text,
    description: text,
    category: fc.constantFrom('Sales', 'Marketing', 'General'),
    tags: fc.array(fc.constantFrom('AE', 'Demo', 'ROI', 'States'), { maxLength: 3 }),
  });

  it('merging the best hits of every slice gives exactly the single-index result', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        fc.oneof(word, text),
        (all, slices, query) => {
          const size = Math.ceil(all.length / slices);
          const parts: Hit[][] = [];
          for (let offset = 0; offset < all.length; offset += size)
            parts.push(createScoredSearch(all.slice(offset, offset + size), offset)(query));
          expect(mergeHits(parts).map((hit) => hit.index)).toEqual(createFuzzySearch(all)(query));
        },
      ),
      { numRuns: 150 },
    );
  });
});
