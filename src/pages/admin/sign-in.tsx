import { useNavigate, useSearchParams, Link } from 'react-router';
import page from 'virtual:msd/seo:/admin/sign-in';
import { StaffShell, StaffState } from '@/app/layouts/staff-frame';
import { SignInPanel, safeNextPath } from '@/features/staff-auth';
import { useStaffSession } from '@/hooks/use-staff-session';
import { ROLE_LABELS } from '@/shared/people';

/** /admin/sign-in: a passkey or a personal passphrase, then the page `?next=` names (or the account page). */
export function SignInPage() {
  const { view, retry } = useStaffSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Read when used: the prerender draws this page's head with no window.
  const next = () => safeNextPath(params.get('next'), window.location.origin);

  let body;
  switch (view.state) {
    case 'loading':
      body = (
        <StaffState title="Sign in" busy>
          <p>Checking whether you are signed in…</p>
        </StaffState>
      );
      break;
    case 'offline':
    case 'unavailable':
      body = (
        <StaffState title="Signing in needs the network">
          <p>
            {view.state === 'offline'
              ? 'This device is offline. Connect to the internet and try again; the portal pages you have opened before still work offline.'
              : `The server could not be asked (it answered ${view.status}). Try again in a moment.`}
          </p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try again
            </button>
          </div>
        </StaffState>
      );
      break;
    case 'signed-in': {
      const { person, access } = view.session;
      body = (
        <StaffState title="You are signed in">
          <p>
            {access ? 'Your organisation’s sign-in (Cloudflare Access) says you are ' : 'You are '}
            <strong>{person.name}</strong> ({person.email}), {ROLE_LABELS[person.role]}.
          </p>
          <div className="actions">
            <Link to={next()} className="btn btn-primary">
              Continue
            </Link>
          </div>
        </StaffState>
      );
      break;
    }
    case 'signed-out':
      body = (
        <SignInPanel
          title="Sign in"
          intro={
            <p>
              Sign in as yourself to use the portal, the lead inbox and the staff pages your role
              includes.
            </p>
          }
          onSignedIn={() => void navigate(next(), { replace: true })}
        />
      );
  }

  return (
    <StaffShell title={page.title} view={view}>
      {body}
    </StaffShell>
  );
}
