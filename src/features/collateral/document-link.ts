import { paths } from '@/shared/paths';

/** What the library reads to open one document (`?doc=<id>`). */
export const DOCUMENT_PARAM = 'doc';

/** The address that opens the library at one document, for a colleague with portal access. */
export function documentLink(fileId: string, origin: string = window.location.origin): string {
  return `${origin}${paths.library}?${DOCUMENT_PARAM}=${encodeURIComponent(fileId)}`;
}

/** The document id a library address links to, if any. */
export function linkedDocumentId(search: string): string | null {
  const id = new URLSearchParams(search).get(DOCUMENT_PARAM)?.trim();
  return id ? id : null;
}
