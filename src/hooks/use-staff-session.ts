import { useCallback, useEffect, useState } from 'react';
import {
  currentSession,
  loadSession,
  onSessionChange,
  type StaffSession,
} from '@/lib/staff-session';

export type StaffSessionView = { state: 'loading' } | StaffSession;

/**
 * Who is signed in, for a staff page: asked of the Worker when the page opens (and again when the
 * browser comes back online after failing to ask), then kept current by every sign-in, sign-out
 * and 401 anywhere on the page (onSessionChange).
 */
export function useStaffSession(): { view: StaffSessionView; retry: () => void } {
  const [view, setView] = useState<StaffSessionView>(() => {
    const known = currentSession();
    return known ? { state: 'signed-in', session: known } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(
    () =>
      onSessionChange((session) =>
        setView(session ? { state: 'signed-in', session } : { state: 'signed-out' }),
      ),
    [],
  );

  useEffect(() => {
    let current = true;
    void loadSession().then((answer) => {
      if (current) setView(answer);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (view.state !== 'offline') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [view.state, retry]);

  return { view, retry };
}
