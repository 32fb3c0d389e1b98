import { useEffect, useRef, useState } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { loadDocumentTexts, type DocumentTexts } from './document-text';
import type { LoadFile } from './open-file';

export interface DocumentTextsState {
  /** The texts once read; null until then (or while the toggle is off and nothing was read yet). */
  texts: DocumentTexts | null;
  /** Files read so far and in all, while reading. */
  progress: { done: number; total: number } | null;
  /** Files that could not be read on this device. */
  failed: number;
}

// Read once per unlocked catalogue: turning the toggle off and on, or leaving the page and coming
// back, does not decrypt every file again.
const cache = new WeakMap<readonly CollateralFile[], { texts: DocumentTexts; failed: number }>();

/** The searchable text of the catalogue's documents, read when `enabled` first becomes true. */
export function useDocumentTexts(
  files: readonly CollateralFile[],
  openFile: LoadFile,
  enabled: boolean,
): DocumentTextsState {
  // Set only from the reading's callbacks; a finished reading lives in the cache.
  const [progress, setProgress] = useState<{
    files: readonly CollateralFile[];
    done: number;
    total: number;
  } | null>(null);
  // The session's openFile may be a new function on each render; reading starts once per catalogue.
  const open = useRef(openFile);
  useEffect(() => {
    open.current = openFile;
  }, [openFile]);

  useEffect(() => {
    if (!enabled || cache.has(files)) return;
    const controller = new AbortController();
    const report = (done: number, total: number) => {
      if (!controller.signal.aborted) setProgress({ files, done, total });
    };
    void loadDocumentTexts(
      files,
      (file, part) => open.current(file, part),
      report,
      controller.signal,
    ).then((result) => {
      if (controller.signal.aborted) return;
      cache.set(files, result);
      setProgress(null);
    });
    return () => controller.abort();
  }, [files, enabled]);

  const cached = cache.get(files);
  if (cached) return { texts: cached.texts, progress: null, failed: cached.failed };
  return {
    texts: null,
    progress: progress?.files === files ? { done: progress.done, total: progress.total } : null,
    failed: 0,
  };
}
