/** What other features use of the team feature: events, the rep's identity, synced progress. */
export { record } from './record';
export { useRecordEmptySearch } from './use-record-empty-search';
export { RepForm } from './rep-form';
export { readCachedProgress, startProgressRefresh } from './progress-sync';
