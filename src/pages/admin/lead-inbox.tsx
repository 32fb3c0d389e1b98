import { useCallback, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/app/paths';
import { siteConfig } from '@/config';
import inbox from 'virtual:msd/seo:/admin/leads';
import { OfflineIndicator } from '@/features/pwa/offline-indicator';
import {
  clearAdminToken,
  Inbox,
  readAdminToken,
  SignIn,
  storeAdminToken,
} from '@/features/lead-inbox';
// The inbox's styles load with its code: public pages never download them.
import '@/features/lead-inbox/lead-inbox.css';

/** /admin/leads: sign in with the admin token, then the inbox. Never indexed, listed or precached. */
export function LeadInboxPage() {
  const [token, setToken] = useState<string | null>(() => readAdminToken());
  const [notice, setNotice] = useState<string | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);

  // This document's <title> and robots tag were written for it at build time (over an empty root):
  // a client render adds its own instead of adopting them, so the static ones go before the first
  // paint, leaving one of each.
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-static-head]')) tag.remove();
  }, []);

  const signIn = useCallback((value: string) => {
    storeAdminToken(value);
    setNotice(null);
    setJustSignedIn(true);
    setToken(value);
  }, []);

  const signOut = useCallback((why: string | null) => {
    clearAdminToken();
    setNotice(why);
    setToken(null);
  }, []);

  const refused = useCallback(
    () =>
      signOut(
        'The server no longer accepts this admin token (it may have been rotated). Sign in again.',
      ),
    [signOut],
  );

  return (
    <>
      <title>{`${inbox.title} | ${siteConfig.productName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="site-header is-scrolled inbox-header">
        <div className="container inbox-container header-inner">
          <span className="brand">
            <Logo />
            <span className="brand-text">
              <span className="brand-name">Lead Inbox</span>
              <span className="brand-sub">Staff only</span>
            </span>
          </span>
          <OfflineIndicator />
          <div className="inbox-header-actions">
            {token ? (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => signOut('You are signed out. The token was removed from this tab.')}
              >
                Sign out
              </button>
            ) : null}
            <Link to={paths.home} className="btn btn-ghost btn-sm">
              Public site
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {token ? (
          <Inbox token={token} onUnauthorized={refused} focusOnOpen={justSignedIn} />
        ) : (
          <SignIn onSignedIn={signIn} notice={notice} />
        )}
      </main>
    </>
  );
}
