/**
 * Where a document is opened from (team-sync doc_viewed/doc_downloaded). The library is the
 * default; the header search says so itself, and links from the guided flow or the playbook carry
 * `from=` to the library, which provides it to every card.
 */
import { createContext, useContext } from 'react';
import { DOCUMENT_ORIGINS, type DocumentOrigin } from '@/shared/portal-events';

export const DocumentOriginContext = createContext<DocumentOrigin>('library');

export function useDocumentOrigin(): DocumentOrigin {
  return useContext(DocumentOriginContext);
}

/** The `from` query value of a library link, if it names a known origin. */
export function originFromSearch(search: string): DocumentOrigin {
  const from = new URLSearchParams(search).get('from');
  return (DOCUMENT_ORIGINS as readonly string[]).includes(from ?? '')
    ? (from as DocumentOrigin)
    : 'library';
}
