import type { ReactNode } from 'react';
import { RoleRefused } from '@/components/ui/role-refused';
import { paths } from '@/shared/paths';
import { useStaffSession } from '@/hooks/use-staff-session';
import { hasRole } from '@/lib/staff-session';
import { SIGN_IN_PATH } from '@/shared/people';

/**
 * The team dashboard is a manager's (issue 24 item 4): a rep, or someone not signed in as a person,
 * is told so (the portal password alone no longer opens it). Offline the session cannot be asked
 * for, so the dashboard shows the snapshot this device last loaded as a manager.
 */
export function TeamGate({ children }: { children: ReactNode }) {
  const { view } = useStaffSession();
  const staff = view.state === 'loading' ? undefined : view;
  if (staff === undefined)
    return (
      <p className="team-empty" role="status">
        Checking your sign-in…
      </p>
    );
  if (staff.state === 'signed-in' && hasRole(staff.session, 'manager')) return children;
  if (staff.state === 'offline') return children;
  if (staff.state === 'unavailable')
    return (
      <p className="notice notice-warning team-notice" role="status">
        The server could not say who is signed in just now (status {staff.status}). Reload the page
        in a moment.
      </p>
    );
  const have = staff.state === 'signed-in' ? staff.session.person.role : null;
  return (
    <>
      <RoleRefused need="manager" have={have} headingLevel={2} />
      {have === null ? (
        <p className="actions">
          <a
            className="btn btn-primary"
            href={`${SIGN_IN_PATH}?next=${encodeURIComponent(paths.team)}`}
          >
            Sign in as a manager
          </a>
        </p>
      ) : null}
    </>
  );
}
