/**
 * The frame of the standalone staff pages (/admin/*, decision 0024): their header, navigation by
 * role, the signed-in person and Sign out, their <title> and noindex, and the states before a page
 * can draw: checking, signed out (the sign-in form, in place, so the address stays the page's
 * own), offline, and a role too low (<RoleRefused>). A 401 from any call on the page flips it to
 * signed out (staffFetch tells onSessionChange).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { HeaderFrame } from '@/components/ui/header-frame';
import { RoleRefused } from '@/components/ui/role-refused';
import { paths } from '@/shared/paths';
import { siteConfig } from '@/config';
import { OfflineIndicator } from '@/features/pwa/offline-indicator';
import { SignInPanel } from '@/features/staff-auth';
import { useStaffSession, type StaffSessionView } from '@/hooks/use-staff-session';
import { apiError, forgetSession, staffFetch } from '@/lib/staff-session';
import {
  ACCOUNT_PATH,
  AUDIT_PATH,
  PEOPLE_API,
  PEOPLE_PATH,
  ROLE_LABELS,
  roleIncludes,
  type Role,
  type SessionAnswer,
} from '@/shared/people';
// The staff pages' styles load with their code (the admin chunk the precache leaves out): this
// frame is what every standalone page but the lead inbox's table shares (docs/decisions/0023).
import './staff-frame.css';
import '@/features/staff-auth/staff-auth.css';
// The directory's tables, filters and badges: the people, audit and client-error pages share them.
import '@/features/people/people.css';

/** The staff pages in the frame's navigation, each shown to the roles that may use it. */
const STAFF_LINKS: readonly { label: string; to: string; need: Role | null }[] = [
  { label: 'Portal home', to: paths.portal, need: null },
  { label: 'Lead inbox', to: paths.leads, need: 'manager' },
  { label: 'Funnel insight', to: paths.insights, need: 'manager' },
  { label: 'Library studio', to: paths.libraryStudio, need: 'manager' },
  { label: 'People', to: PEOPLE_PATH, need: 'admin' },
  { label: 'Audit log', to: AUDIT_PATH, need: 'admin' },
  { label: 'Client errors', to: paths.clientErrors, need: 'admin' },
  { label: 'Account', to: ACCOUNT_PATH, need: null },
];

/** Cloudflare Access ends its own sessions (the frame's sign-out would only end ours). */
const ACCESS_SIGN_OUT = '/cdn-cgi/access/logout';

interface StaffShellProps {
  /** The page's title ('People'), written as '<title> | Market State Detector'. */
  title: string;
  view: StaffSessionView;
  /** Called after this tab signed out on purpose (not after a 401). */
  onSignedOut?: () => void;
  children: ReactNode;
}

/** Header, navigation and head of a standalone staff page, around whatever the page shows. */
export function StaffShell({ title, view, onSignedOut, children }: StaffShellProps) {
  const session = view.state === 'signed-in' ? view.session : null;
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // The document's <title> and robots tag were written for it at build time (over an empty root):
  // a client render adds its own instead of adopting them, so the static ones go before the first
  // paint, leaving one of each.
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-static-head]')) tag.remove();
  }, []);

  async function signOut() {
    setSigningOut(true);
    setProblem(null);
    try {
      const response = await staffFetch(PEOPLE_API.signOut, { method: 'POST' });
      if (response.ok || response.status === 401) {
        forgetSession();
        onSignedOut?.();
      } else setProblem((await apiError(response)).message);
    } catch {
      setProblem('You are offline, so this browser could not sign out. Connect and try again.');
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <>
      <title>{`${title} | ${siteConfig.productName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <HeaderFrame
        className="site-header staff-header"
        brandName="Staff"
        brandSub={siteConfig.productName}
        home={{ to: paths.portal }}
        solid
      >
        <OfflineIndicator />
        <div className="staff-header-actions">
          {session?.access ? (
            <a href={ACCESS_SIGN_OUT} className="btn btn-secondary btn-sm">
              Sign out
            </a>
          ) : session ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={signingOut}
              onClick={() => void signOut()}
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          ) : null}
        </div>
      </HeaderFrame>
      {session ? <StaffBar session={session} /> : null}
      <main id="main" tabIndex={-1} className={session ? 'staff-main has-bar' : 'staff-main'}>
        {problem ? (
          <div className="container staff-container">
            <p className="notice notice-error small staff-frame-problem" role="alert">
              {problem}
            </p>
          </div>
        ) : null}
        {children}
      </main>
    </>
  );
}

function StaffBar({ session }: { session: SessionAnswer }) {
  const { person } = session;
  return (
    <div className="staff-bar">
      <div className="container staff-container staff-bar-inner">
        <nav className="staff-nav" aria-label="Staff pages">
          <ul>
            {STAFF_LINKS.filter((link) => !link.need || roleIncludes(person.role, link.need)).map(
              (link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <p className="staff-person">
          Signed in as <strong>{person.name}</strong>{' '}
          <span className="badge staff-role">{ROLE_LABELS[person.role]}</span>
        </p>
      </div>
    </div>
  );
}

/** A short full-width message in the frame's page area (checking, offline, server trouble). */
export function StaffState({
  title,
  children,
  busy = false,
}: {
  title: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <section className="section staff-state" aria-busy={busy || undefined}>
      <div className="container container-narrow">
        <div className="card">
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </section>
  );
}

interface StaffFrameProps {
  /** The page's title, as in the route table. */
  title: string;
  /** The role the page needs; null: anyone signed in. */
  need: Role | null;
  /** The page itself, drawn once a person whose role includes `need` is signed in. */
  children: (session: SessionAnswer) => ReactNode;
}

/** A standalone staff page that needs a signed-in person (and, optionally, a role). */
export function StaffFrame({ title, need, children }: StaffFrameProps) {
  const { view, retry } = useStaffSession();
  const [notice, setNotice] = useState<string | null>(null);
  const wasSignedIn = useRef(false);
  const signedInHere = useRef(false);

  useEffect(() => {
    if (view.state === 'signed-in') {
      wasSignedIn.current = true;
      // Signing in from the form moves focus to the page that appears in its place.
      if (signedInHere.current) {
        signedInHere.current = false;
        document.getElementById('main')?.focus();
      }
      return;
    }
    if (view.state === 'signed-out' && wasSignedIn.current) {
      wasSignedIn.current = false;
      setNotice(
        (current) =>
          current ??
          'Your session has ended: you signed out in another tab or everywhere, or an admin changed your access. Sign in again to continue.',
      );
    }
  }, [view.state]);

  let body: ReactNode;
  switch (view.state) {
    case 'loading':
      body = (
        <StaffState title={title} busy>
          <p>Checking who is signed in…</p>
        </StaffState>
      );
      break;
    case 'offline':
      body = (
        <StaffState title="This page needs the network">
          <p>
            {title} is not kept on this device: connect to the internet and it opens. The portal's
            other pages still work offline.
          </p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try again
            </button>
          </div>
        </StaffState>
      );
      break;
    case 'unavailable':
      body = (
        <StaffState title="The server could not say who is signed in">
          <p>It answered {view.status}. Try again in a moment.</p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={retry}>
              Try again
            </button>
          </div>
        </StaffState>
      );
      break;
    case 'signed-out':
      body = (
        <SignInPanel
          title={title}
          intro={<p>Sign in as yourself to open this page. It stays at this address.</p>}
          notice={notice}
          onSignedIn={() => {
            signedInHere.current = true;
            setNotice(null);
          }}
        />
      );
      break;
    case 'signed-in':
      body =
        need && !roleIncludes(view.session.person.role, need) ? (
          <RoleRefused need={need} have={view.session.person.role} />
        ) : (
          children(view.session)
        );
  }

  return (
    <StaffShell title={title} view={view} onSignedOut={() => setNotice('You are signed out.')}>
      {body}
    </StaffShell>
  );
}
