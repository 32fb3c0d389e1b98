/**
 * The library's intro says truthfully which files are on this device (issue 28 item 6), from the
 * portal pack's state, and follows it as files are stored, kept or removed.
 */
import { useMemo } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { usePackState, type PackStatus } from './pack-store';

export interface IntroFacts {
  /** Files in the library. */
  total: number;
  /** null: no pack state yet (outside the portal, or still checking). */
  keepAll: boolean | null;
  status: PackStatus | null;
  /** Files the rep keeps on this device (a library too large to keep whole). */
  kept: number;
}

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** The sentence about where the files are; the rest of the intro (View, Download) does not change. */
export function offlineSentence({ total, keepAll, status, kept }: IntroFacts): string {
  if (keepAll === null || status === null || status === 'checking')
    return 'Checking which files are stored on this device…';
  if (status === 'unavailable')
    return 'This browser cannot store the files on this device: they open online only.';
  const storing = status !== 'ready';
  if (keepAll)
    return storing
      ? `Storing all ${files(total)} on this device, encrypted, for offline use…`
      : `All ${files(total)} are stored on this device, encrypted, and open offline.`;
  const rest = 'the others open online only';
  if (kept === 0)
    return `No file is kept on this device yet: all ${files(total)} open online only.`;
  return storing
    ? `Storing the ${files(kept)} you keep on this device (of ${total}); ${rest}.`
    : `${kept} of ${total} files are kept on this device, encrypted, and open offline; ${rest}.`;
}

export function LibraryIntro({ library }: { library: readonly CollateralFile[] }) {
  const keepAll = usePackState((state) => state.manifest?.keepAll ?? null);
  const status = usePackState((state) => (state.manifest ? state.status : null));
  const keptPaths = usePackState((state) => state.kept);
  const kept = useMemo(
    () => (keptPaths ? library.filter((file) => keptPaths.has(file.blob.path)).length : 0),
    [library, keptPaths],
  );
  return (
    <p className="lead" data-testid="library-intro">
      Sales and marketing files. {offlineSentence({ total: library.length, keepAll, status, kept })}{' '}
      View opens a file in a new tab; Download saves the original.
    </p>
  );
}
