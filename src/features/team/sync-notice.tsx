import { useEffect, useState } from 'react';
import { watchDatabase } from '@/lib/live-query';
import { getDatabase } from '@/lib/db';
import { isCredentialRefused } from '@/lib/outbox/sync-credential-store';
import { startOutboxSync } from '@/lib/outbox/scheduler';

interface SyncNoticeProps {
  /** Locks the portal, so the access screen asks for the password (which makes a new credential). */
  onAskPassword: () => void;
}

/**
 * Starts the outbox's triggers for the portal and, when the server refused this device's sync
 * credential (the password changed), asks once for the password. Queued activity is kept meanwhile.
 */
export function SyncNotice({ onAskPassword }: SyncNoticeProps) {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    startOutboxSync();
    const db = getDatabase();
    return watchDatabase(
      async () => ({
        refused: await isCredentialRefused(db),
        waiting: await db.outbox.where('kind').equals('event').count(),
      }),
      (state) => setRefused(state.refused && state.waiting > 0),
      (error) => console.warn('Could not read the team-sync state', error),
    );
  }, []);
  if (!refused) return null;
  return (
    <div className="notice notice-warning container team-sync-notice" role="status">
      <p>
        Your training and library activity is saved on this device but could not be sent: the portal
        password has changed. Enter the password again to send it.
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onAskPassword}>
        Enter password
      </button>
    </div>
  );
}
