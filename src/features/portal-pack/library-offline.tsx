/**
 * The library's "On this device" panel: storage used and available, whether the browser may clear
 * what is kept, and (large libraries) the meeting packs that keep a named set of files at once.
 */
import { memo, useMemo, useState } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { formatSize } from '@/features/collateral';
import { usePackActions, usePackState } from './pack-store';
import { blobPathsOf } from './plan';

export interface MeetingPack {
  name: string;
  files: readonly CollateralFile[];
}

function MeetingPackRow({ pack }: { pack: MeetingPack }) {
  const paths = pack.files.flatMap(blobPathsOf);
  const allKept = usePackState(
    (state) => paths.length > 0 && paths.every((path) => state.kept.has(path)),
  );
  const actions = usePackActions();
  const [busy, setBusy] = useState(false);
  if (!actions) return null;
  const bytes = pack.files.reduce((sum, file) => sum + file.size, 0);
  const act = () => {
    setBusy(true);
    void (allKept ? actions.remove(paths) : actions.keep(paths)).finally(() => setBusy(false));
  };
  return (
    <li className="meeting-pack">
      <span>
        <strong>{pack.name}</strong>{' '}
        <span className="small muted">
          {pack.files.length} files, {formatSize(bytes)}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={act}
        disabled={busy || paths.length === 0}
        aria-busy={busy || undefined}
      >
        {allKept ? 'Remove this pack' : 'Keep this pack'}
        <span className="visually-hidden"> ({pack.name})</span>
      </button>
    </li>
  );
}

/**
 * Memoized, with the kept total computed once per change of the kept set: the library re-renders
 * on every search, and a large catalogue has thousands of files to add up.
 */
export const LibraryOffline = memo(function LibraryOffline({
  files,
  packs,
}: {
  files: readonly CollateralFile[];
  packs: readonly MeetingPack[];
}) {
  const manifest = usePackState((state) => state.manifest);
  const storage = usePackState((state) => state.storage);
  const kept = usePackState((state) => state.kept);
  const keptTotal = useMemo(() => {
    if (!kept) return { files: 0, bytes: 0 };
    const keptFiles = files.filter((file) => kept.has(file.blob.path));
    return { files: keptFiles.length, bytes: keptFiles.reduce((sum, file) => sum + file.size, 0) };
  }, [files, kept]);
  if (!manifest || !kept) return null;
  return (
    <section className="card library-offline" aria-labelledby="library-offline-title">
      <h2 id="library-offline-title">On this device</h2>
      {manifest.keepAll ? (
        <p>Every file in the library is kept on this device for offline use.</p>
      ) : (
        <>
          <p>
            This library ({formatSize(manifest.libraryBytes)}) is larger than the{' '}
            {formatSize(manifest.fullPackLimitBytes)} kept on every device, so you choose what to
            keep. The catalogue is always here; a file you do not keep opens only online. Kept:{' '}
            {keptTotal.files} files, {formatSize(keptTotal.bytes)}.
          </p>
          <ul className="meeting-packs" aria-label="Meeting packs">
            {packs.map((pack) => (
              <MeetingPackRow key={pack.name} pack={pack} />
            ))}
          </ul>
        </>
      )}
      {storage?.usage != null && storage.quota != null ? (
        <p className="small" data-storage-used={storage.usage}>
          Storage: {formatSize(storage.usage)} used of {formatSize(storage.quota)} available to this
          site.
        </p>
      ) : null}
      {storage?.persisted ? (
        <p className="small muted">This browser keeps these files until you remove them.</p>
      ) : (
        <p className="small notice notice-warning">
          This browser may clear what is kept here when space runs low, or (Safari) after some days
          without a visit. Install the app to keep it, or keep the pack small.
        </p>
      )}
    </section>
  );
});
