import { useId } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { DocumentCard } from './document-card';

interface LinkedDocumentProps {
  fileId: string;
  files: readonly CollateralFile[];
  now: Date;
  onShowAll: () => void;
}

/**
 * The document a shared link names (`?doc=<id>`), above the library whatever its filters, so the
 * colleague who opens the link finds it at once. Searching or filtering leaves the link behind.
 */
export function LinkedDocument({ fileId, files, now, onShowAll }: LinkedDocumentProps) {
  const id = useId();
  const file = files.find((candidate) => candidate.id === fileId);
  return (
    <section className="linked-doc" aria-labelledby={id}>
      <div className="linked-doc-head">
        <h2 id={id}>Linked document</h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onShowAll}>
          Show the whole library
        </button>
      </div>
      {file ? (
        <ul className="doc-grid">
          <li>
            <DocumentCard file={file} now={now} />
          </li>
        </ul>
      ) : (
        <p className="notice" role="status">
          The linked document is not in the library on this device. It may have been removed, or
          published after this device last updated: when online, choose Refresh.
        </p>
      )}
    </section>
  );
}
