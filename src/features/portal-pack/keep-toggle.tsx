/**
 * "Keep on this device" / "Remove" for one collateral file, shown only when the library is above
 * the full-pack limit (below it every file is kept and there is nothing to choose). It reads only
 * its own file's state: the pack's progress and other files' keeps do not re-render it.
 */
import { useState } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { usePackActions, usePackState } from './pack-store';
import { blobPathsOf } from './plan';

export function KeepToggle({ file }: { file: CollateralFile }) {
  const choosing = usePackState((state) => state.manifest?.keepAll === false);
  const kept = usePackState((state) => state.kept.has(file.blob.path));
  const actions = usePackActions();
  const [busy, setBusy] = useState(false);
  if (!choosing || !actions) return null;
  const toggle = () => {
    setBusy(true);
    void (kept ? actions.remove(blobPathsOf(file)) : actions.keep(blobPathsOf(file))).finally(() =>
      setBusy(false),
    );
  };
  return (
    <p className="keep-toggle">
      <span className={`badge ${kept ? 'badge-kept' : 'badge-online-only'}`}>
        {kept ? 'On this device' : 'Online only'}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={toggle}
        aria-busy={busy || undefined}
        disabled={busy}
      >
        {kept ? 'Remove' : 'Keep on this device'}
        <span className="visually-hidden"> {file.title}</span>
      </button>
    </p>
  );
}
