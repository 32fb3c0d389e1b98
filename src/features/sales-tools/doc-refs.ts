import type { CollateralFile } from '@/shared/vault-schema';

/** The Collateral Library; it reads `?q=` so a link can land on one document. */
export const LIBRARY_PATH = '/internal/msd/docs';

export interface DocRef {
  label: string;
  docId: string;
}

export interface ResolvedDocRef extends DocRef {
  /** The document's own title from the catalogue (the reference label when it is missing). */
  title: string;
  fileType?: CollateralFile['fileType'];
  href: string;
}

export function libraryHref(query: string): string {
  return `${LIBRARY_PATH}?q=${encodeURIComponent(query)}`;
}

/**
 * Opening files is the library's job, so a playbook or flow reference links to the library
 * filtered by the document's title (titles are what its search matches best).
 */
export function resolveDocRef(ref: DocRef, files: readonly CollateralFile[]): ResolvedDocRef {
  const file = files.find((candidate) => candidate.id === ref.docId);
  return {
    ...ref,
    title: file?.title ?? ref.label,
    fileType: file?.fileType,
    href: libraryHref(file?.title ?? ref.label),
  };
}
