import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { RoleRefused } from '@/components/ui/role-refused';
import { siteConfig } from '@/config';
import { hasRole, loadSession, onSessionChange, type StaffSession } from '@/lib/staff-session';
import { SIGN_IN_PATH, type Role, type SessionAnswer } from '@/shared/people';

interface StaffFrameProps {
  title: string;
  need: Role | null;
  children: (session: SessionAnswer) => ReactNode;
}

/**
 * The staff pages' frame: loads the session and calls children only for a signed-in person with
 * the role. Minimal placeholder for the admin-pages branch; the staff-frame branch replaces it
 * (header, navigation, sign-out, offline).
 */
export function StaffFrame({ title, need, children }: StaffFrameProps) {
  const [state, setState] = useState<StaffSession | null>(null);

  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-static-head]')) tag.remove();
  }, []);
  useEffect(() => {
    let active = true;
    void loadSession().then((answer) => active && setState(answer));
    const stop = onSessionChange((session) =>
      setState(session ? { state: 'signed-in', session } : { state: 'signed-out' }),
    );
    return () => {
      active = false;
      stop();
    };
  }, []);

  let body: ReactNode;
  if (state === null) body = <p className="container section muted">Loading…</p>;
  else if (state.state === 'signed-in')
    body =
      need === null || hasRole(state.session, need) ? (
        children(state.session)
      ) : (
        <RoleRefused need={need} have={state.session.person.role} />
      );
  else if (state.state === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    body = (
      <p className="container section">
        <a className="btn btn-primary" href={`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`}>
          Sign in
        </a>
      </p>
    );
  } else
    body = (
      <p className="container section notice notice-warning" role="alert">
        The server could not be reached. Reload the page when you are back online.
      </p>
    );

  return (
    <>
      <title>{`${title} | ${siteConfig.productName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <main id="main" tabIndex={-1}>
        {body}
      </main>
    </>
  );
}
