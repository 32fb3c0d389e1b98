import type { CollateralFile } from '@/shared/vault-schema';
import { paths } from '@/shared/paths';

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

/**
 * The Collateral Library searching `query` (it reads `?q=`, so a link can land on one document);
 * `from` tells the library where the rep came from, for the team's content analytics.
 */
export function libraryHref(query: string, from?: 'guided_flow' | 'playbook'): string {
  return `${paths.library}?q=${encodeURIComponent(query)}${from ? `&from=${from}` : ''}`;
}

/**
 * Opening files is the library's job, so a playbook or flow reference links to the library
 * filtered by the document's title (titles are what its search matches best).
 */
export function resolveDocRef(
  ref: DocRef,
  files: readonly CollateralFile[],
  from?: 'guided_flow' | 'playbook',
): ResolvedDocRef {
  const file = files.find((candidate) => candidate.id === ref.docId);
  return {
    ...ref,
    title: file?.title ?? ref.label,
    fileType: file?.fileType,
    href: libraryHref(file?.title ?? ref.label, from),
  };
}
