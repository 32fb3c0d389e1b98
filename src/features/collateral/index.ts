/**
 * The collateral feature's public surface: the library page's parts and the header search.
 * Pages and layouts import from here (`@/features/collateral`), not from the files inside.
 */
export { DocumentResults } from './document-results';
export { linkedDocumentId } from './document-link';
export { LinkedDocument } from './linked-document';
export { HeaderSearch } from './header-search';
export {
  applyLibraryQuery,
  countBy,
  featuredDocs,
  hasActiveFilters,
  manifestDocs,
  tagOptions,
  type LibraryQuery,
} from './library-filters';
export { formatSize } from './format';
export { clearFilters, sameLibraryQuery } from './library-query';
export { LibrarySearchBox } from './library-search-box';
export { LibrarySidebar } from './library-sidebar';
export { ReplayExamples } from './replay-examples';
export { StartHere } from './start-here';
export { useLibraryQuery } from './use-library-query';
export { DocumentOriginContext, originFromSearch } from './document-origin';
export { useDocumentTexts, type DocumentTextsState } from './use-document-texts';
