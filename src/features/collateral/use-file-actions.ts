/** View and Download state for one file: busy while decrypting, a message when something fails. */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { saveUrl } from '@/lib/save-file';
import { useVault } from '@/lib/vault-context';
import type { CollateralFile } from '@/shared/vault-schema';
import type { DocumentOrigin } from '@/shared/portal-events';
import { record } from '@/features/team';
import { describeFileError, viewInNewTab } from './open-file';
import { useDocumentOrigin } from './document-origin';

export function useViewFile(origin?: DocumentOrigin) {
  const { openFile } = useVault();
  const contextOrigin = useDocumentOrigin();
  const from = origin ?? contextOrigin;
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const view = useCallback(
    (file: CollateralFile | Promise<CollateralFile | null>) => {
      setError(null);
      setOpening(true);
      viewInNewTab(file, openFile)
        .then(async () => {
          const opened = await file;
          if (opened) void record({ kind: 'doc_viewed', documentId: opened.id, from });
        })
        .catch(async (reason: unknown) =>
          setError(describeFileError((await file)?.fileName ?? 'The file', reason)),
        )
        .finally(() => setOpening(false));
    },
    [openFile, from],
  );
  return { view, opening, error };
}

/**
 * The Download link's blob URL, prepared on hover or focus so a click is a plain native download
 * of the original bytes under the original name. Revoked when the link unmounts.
 */
export function useDownloadUrl(file: CollateralFile) {
  const { openFile } = useVault();
  const from = useDocumentOrigin();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<Promise<string> | null>(null);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const prepare = useCallback((): Promise<string> => {
    pending.current ??= openFile(file).then(
      (blob) => {
        const created = URL.createObjectURL(blob);
        setUrl(created);
        return created;
      },
      (reason: unknown) => {
        pending.current = null;
        throw reason;
      },
    );
    return pending.current;
  }, [file, openFile]);

  const warm = useCallback(() => {
    setError(null);
    prepare().catch((reason: unknown) => setError(describeFileError(file.fileName, reason)));
  }, [file, prepare]);

  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      void record({ kind: 'doc_downloaded', documentId: file.id, from });
      if (url) return;
      event.preventDefault();
      setError(null);
      prepare()
        .then((ready) => saveUrl(ready, file.fileName))
        .catch((reason: unknown) => setError(describeFileError(file.fileName, reason)));
    },
    [file, from, prepare, url],
  );

  return { href: url ?? '#', onClick, warm, error };
}
