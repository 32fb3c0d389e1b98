/**
 * Runs the header's fuzzy search off the page's main thread once the catalogue is large. A fuse.js
 * query over 10,000 files takes far longer than a frame, so the index lives in workers built once
 * per unlocked vault and shared by whoever searches it (the header's search box); a
 * catalogue of a few hundred files is searched on the page, faster than a worker round trip. A
 * large catalogue is split across up to four workers that search their slices in parallel; their
 * best hits merge into exactly the single-index result. Only one query is in flight at a time;
 * newer keystrokes meanwhile replace each other and only the latest is searched next, so the work
 * per keystroke stays bounded however fast someone types. If no worker can start, the search runs
 * on the page.
 */
import { mergeHits, type Hit, type SearchableDoc } from './search-hits';

export type SearchRequest =
  | { type: 'index'; docs: SearchableDoc[]; offset: number }
  | { type: 'search'; id: number; query: string };
export interface SearchResponse {
  id: number;
  hits: Hit[];
}

/** The part of a Worker the searcher uses (a fake in tests). */
export interface SearchPort {
  postMessage: (message: SearchRequest) => void;
  onmessage: ((event: { data: SearchResponse }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate: () => void;
}

type SearchFn = (query: string) => number[];

interface Job {
  id: number;
  query: string;
  resolve: (indices: number[] | null) => void;
  answers: Hit[][];
}

// Up to this size a query costs the page a millisecond or two, less than a worker round trip.
const PAGE_SEARCH_MAX_DOCS = 500;
// Above it, each worker's slice keeps at most this many documents.
const DOCS_PER_WORKER = 2500;
const MAX_WORKERS = 4;

/** How many workers share a catalogue of this size on a machine with this many cores (0: search on the page). */
export function workerCount(docCount: number, cores: number): number {
  if (docCount <= PAGE_SEARCH_MAX_DOCS) return 0;
  return Math.max(
    1,
    Math.min(MAX_WORKERS, Math.max(1, cores - 1), Math.ceil(docCount / DOCS_PER_WORKER)),
  );
}

/** Only the searched fields travel to the workers. */
export function toSearchable(doc: SearchableDoc): SearchableDoc {
  return {
    title: doc.title,
    description: doc.description,
    category: doc.category,
    tags: [...doc.tags],
  };
}

export class CollateralSearcher {
  private ports: SearchPort[] = [];
  private local: Promise<SearchFn> | null = null;
  private running: Job | null = null;
  private queued: Job | null = null;
  private nextId = 1;
  private disposed = false;
  private failed = false;

  constructor(
    private readonly docs: readonly SearchableDoc[],
    createPort: () => SearchPort,
    private readonly loadLocal: (docs: readonly SearchableDoc[]) => Promise<SearchFn>,
    workers = 1,
  ) {
    if (workers < 1) return;
    try {
      const size = Math.ceil(docs.length / workers) || 1;
      for (let offset = 0; offset < Math.max(docs.length, 1); offset += size) {
        const port = createPort();
        this.ports.push(port);
        port.onmessage = ({ data }) => this.answer(data);
        port.onerror = () => this.useLocal();
        port.postMessage({
          type: 'index',
          docs: docs.slice(offset, offset + size).map(toSearchable),
          offset,
        });
      }
    } catch {
      this.useLocal();
    }
  }

  /** Positions of the best matches (at most 8); null when a newer query replaced this one. */
  search(query: string): Promise<number[] | null> {
    if (this.queued) this.queued.resolve(null);
    this.queued = null;
    if (!query.trim() || this.disposed) return Promise.resolve([]);
    return new Promise((resolve) => {
      this.queued = { id: this.nextId++, query, resolve, answers: [] };
      this.pump();
    });
  }

  dispose(): void {
    this.disposed = true;
    this.stopWorkers();
    this.queued?.resolve(null);
    this.running?.resolve(null);
    this.queued = this.running = null;
  }

  private pump(): void {
    if (this.running || !this.queued) return;
    const job = (this.running = this.queued);
    this.queued = null;
    if (this.ports.length) {
      for (const port of this.ports)
        port.postMessage({ type: 'search', id: job.id, query: job.query });
      return;
    }
    this.local ??= this.loadLocal(this.docs);
    void this.local.then(
      (search) => this.finish(job.id, search(job.query)),
      () => this.finish(job.id, []),
    );
  }

  private answer({ id, hits }: SearchResponse): void {
    const job = this.running;
    if (!job || job.id !== id) return;
    job.answers.push(hits);
    if (job.answers.length === this.ports.length)
      this.finish(
        id,
        mergeHits(job.answers).map((hit) => hit.index),
      );
  }

  private finish(id: number, indices: number[]): void {
    if (!this.running || this.running.id !== id) return;
    this.running.resolve(indices);
    this.running = null;
    this.pump();
  }

  private stopWorkers(): void {
    for (const port of this.ports) port.terminate();
    this.ports = [];
  }

  /** A worker failed (blocked, or its script could not load): search on the page from now on. */
  private useLocal(): void {
    if (this.failed) return;
    this.failed = true;
    this.stopWorkers();
    const job = this.running;
    this.running = null;
    // Redo the interrupted query unless a newer one is already waiting.
    if (job && this.queued) job.resolve(null);
    else if (job) this.queued = { ...job, answers: [] };
    this.pump();
  }
}

function createWorkerPort(): SearchPort {
  return new Worker(new URL('./search-worker.ts', import.meta.url), {
    type: 'module',
    name: 'collateral-search',
  }) as unknown as SearchPort;
}

const loadLocalSearch = async (docs: readonly SearchableDoc[]) =>
  (await import('./fuzzy-search')).createFuzzySearch(docs);

// The searcher of the open catalogue: one at a time (a new vault's catalogue replaces it).
let current: { docs: readonly SearchableDoc[]; searcher: CollateralSearcher } | null = null;

/** The searcher for this catalogue, created on first use; any other catalogue's searcher ends. */
export function searcherFor(docs: readonly SearchableDoc[]): CollateralSearcher {
  if (current?.docs !== docs) {
    current?.searcher.dispose();
    current = {
      docs,
      searcher: new CollateralSearcher(
        docs,
        createWorkerPort,
        loadLocalSearch,
        workerCount(docs.length, navigator.hardwareConcurrency || 2),
      ),
    };
  }
  return current.searcher;
}

/** Ends this catalogue's searcher and its workers (the portal locked); the next search starts a new one. */
export function endSearcher(docs: readonly SearchableDoc[]): void {
  if (current?.docs !== docs) return;
  current.searcher.dispose();
  current = null;
}
