/**
 * "Keep on this device" / "Remove" for one collateral file, shown only when the library is above
 * the full-pack limit (below it every file is kept and there is nothing to choose).
 */
import { useState } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';
import { usePortalPack } from './pack-context';
import { blobPathsOf } from './plan';

export function KeepToggle({ file }: { file: CollateralFile }) {
  const pack = usePortalPack();
  const [busy, setBusy] = useState(false);
  if (!pack?.manifest || pack.manifest.keepAll) return null;
  const kept = pack.kept.has(file.blob.path);
  const toggle = () => {
    setBusy(true);
    void (kept ? pack.remove(blobPathsOf(file)) : pack.keep(blobPathsOf(file))).finally(() =>
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
