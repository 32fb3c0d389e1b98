import { useEffect, useState } from 'react';
import {
  currentSession,
  loadSession,
  onSessionChange,
  type StaffSession,
} from '@/lib/staff-session';

/** One question to the Worker per page load however many components ask (the header and the page). */
let asked: Promise<StaffSession> | null = null;

/**
 * Who is signed in on this browser (GET /api/auth/session), for pages outside the staff frame (the
 * portal's team dashboard and profile). undefined until the Worker has answered; follows sign-in,
 * sign-out and a 401 from any staff call.
 */
export function useStaffSession(): StaffSession | undefined {
  // A session this tab already knows is shown at once (a panel opened later does not flash).
  const [state, setState] = useState<StaffSession | undefined>(() => {
    const known = currentSession();
    return known ? { state: 'signed-in', session: known } : undefined;
  });
  useEffect(() => {
    let active = true;
    asked ??= loadSession().finally(() => {
      // The next page load (or remount after a change) asks again.
      setTimeout(() => (asked = null), 0);
    });
    void asked.then((answer) => active && setState(answer));
    const stop = onSessionChange((session) =>
      setState(session ? { state: 'signed-in', session } : { state: 'signed-out' }),
    );
    return () => {
      active = false;
      stop();
    };
  }, []);
  return state;
}
