/** The portal's offline status line: the pack's progress bar while it downloads, then "ready offline". */
import { useContext, useState } from 'react';
import { formatSize } from '@/features/collateral';
import { VaultContext } from '@/lib/vault-context';
import { offlineAccessText, offlineDaysLeft } from '@/shared/portal-devices';
import { readyNoticeKey, usePackActions, usePackState } from './pack-store';

const STATUS_LINES: Record<
  'downloading' | 'paused' | 'retrying',
  { title: string; after: string; warning: boolean }
> = {
  downloading: { title: 'Saving the portal for offline use.', after: '', warning: false },
  paused: {
    title: 'Offline download paused.',
    after: '. It resumes when the network is back.',
    warning: true,
  },
  retrying: {
    title: 'Some files could not be saved yet.',
    after: '. Trying them again shortly.',
    warning: true,
  },
};

export function PackStatusBar() {
  const status = usePackState((state) => state.status);
  const progress = usePackState((state) => state.progress);
  const keepsChosen = usePackState((state) => state.manifest?.keepAll === false);
  const dismissed = usePackState((state) => state.readyDismissed);
  const actions = usePackActions();
  // An enrolled device's grace period (decision 0025); read once per mount, it changes daily.
  const offlineUntil = useContext(VaultContext)?.offlineUntil ?? null;
  const [now] = useState(() => Date.now());
  if (!status || !progress || status === 'checking' || status === 'unavailable') return null;
  const { doneFiles, totalFiles, doneBytes, totalBytes } = progress;
  const counts = `${doneFiles} of ${totalFiles} files, ${formatSize(doneBytes)} of ${formatSize(totalBytes)}`;
  // Ready offline only once every file is on this device, whatever the last run said.
  const complete = doneFiles >= totalFiles;
  if (status === 'ready' && complete) {
    const key = readyNoticeKey(
      progress,
      offlineUntil === null ? null : offlineDaysLeft(offlineUntil, now),
    );
    if (dismissed === key) return null;
    return (
      <div className="container pack-status" role="status" data-pack-status="ready">
        <div className="notice notice-success pack-status-line pack-status-ready">
          <p>
            <strong>The portal is ready offline.</strong> {totalFiles} files (
            {formatSize(totalBytes)}) are on this device
            {keepsChosen ? ': the pages, the catalogue and the files you keep.' : '.'}
            {offlineUntil === null ? null : (
              <span data-offline-until={offlineUntil}> {offlineAccessText(offlineUntil, now)}</span>
            )}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => void actions?.dismissReady(key)}
          >
            Dismiss
          </button>
        </div>
      </div>
    );
  }
  const line = STATUS_LINES[status === 'ready' ? 'downloading' : status];
  return (
    <div className="container pack-status" role="status" data-pack-status={status}>
      <div className={`notice ${line.warning ? 'notice-warning' : ''} pack-status-line`}>
        <p>
          <strong>{line.title}</strong> {counts}
          {line.after}
        </p>
        <progress
          className="pack-progress"
          max={Math.max(totalBytes, 1)}
          value={doneBytes}
          aria-label="Portal saved for offline use"
        >
          {counts}
        </progress>
      </div>
    </div>
  );
}
