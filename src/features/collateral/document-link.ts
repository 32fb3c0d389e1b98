import type { RoutedPath } from '@/shared/route-table';

/** The library, where a document's link opens it (`?doc=<id>`). */
export const LIBRARY_PATH: RoutedPath = '/internal/msd/docs';
export const DOCUMENT_PARAM = 'doc';

/** The address that opens the library at one document, for a colleague with portal access. */
export function documentLink(fileId: string, origin: string = window.location.origin): string {
  return `${origin}${LIBRARY_PATH}?${DOCUMENT_PARAM}=${encodeURIComponent(fileId)}`;
}

/** The document id a library address links to, if any. */
export function linkedDocumentId(search: string): string | null {
  const id = new URLSearchParams(search).get(DOCUMENT_PARAM)?.trim();
  return id ? id : null;
}
