/**
 * One header-search worker: holds the fuse.js index of its slice of the catalogue and answers
 * queries with that slice's best hits, so a large catalogue never blocks typing on the page.
 */
import { createScoredSearch, type Hit } from './fuzzy-search';
import type { SearchRequest, SearchResponse } from './search-client';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage: (message: SearchResponse) => void;
}

const scope = self as unknown as WorkerScope;
let search: (query: string) => Hit[] = () => [];

scope.onmessage = ({ data }) => {
  if (data.type === 'index') search = createScoredSearch(data.docs, data.offset);
  else scope.postMessage({ id: data.id, hits: search(data.query) });
};
