import { useCallback, type ComponentType, type ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { useVault } from '@/lib/vault-context';
import { PortalGate } from '@/features/portal-access/portal-gate';
import { accessDescription } from '@/features/portal-access/access-screen';
import { PortalHeader } from '@/features/portal-chrome/portal-header';
import { HeaderSearch } from '@/features/collateral';
import { OfflineIndicator } from '@/features/pwa/offline-indicator';
import { SyncNotice } from '@/features/team/sync-notice';
import { IdentityPrompt } from '@/features/team/identity-prompt';
import { PortalPackProvider } from '@/features/portal-pack/pack-context';
import { PackStatusBar } from '@/features/portal-pack/pack-status';
import { paths } from '@/app/paths';
import { portalPages } from 'virtual:msd/portal-routes';
// The portal's styles load with its code, so the public pages never download or match them.
import '@/styles/portal.css';
import '@/styles/portal-pages.css';
import '@/styles/training-roi.css';
import '@/styles/collateral.css';

/** Every staff page's component by its route's path, loaded when the route is opened (router.tsx). */
export function loadPortalPage(page: string): Promise<ComponentType> {
  const load = portalPages[page];
  if (!load) throw new Error(`No page for the staff route ${page}`);
  return load();
}

function LockedFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="site-header portal-header is-scrolled">
        <div className="container header-inner">
          <span className="brand">
            <Logo />
            <span className="brand-text">
              <span className="brand-name">Sales Portal</span>
              <span className="brand-sub">Internal use only</span>
            </span>
          </span>
          <OfflineIndicator />
          <Link to={paths.home} className="btn btn-secondary btn-sm header-cta-always">
            Exit to Public Site
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function UnlockedPortal() {
  const { lock } = useVault();
  // The portal pack starts downloading with the first unlocked page (decision 0015).
  return (
    <PortalPackProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PortalHeader
        search={<HeaderSearch />}
        status={<OfflineIndicator />}
        onLock={() => void lock()}
      />
      <main id="main" tabIndex={-1} className="portal-main">
        <SyncNotice onAskPassword={() => void lock()} />
        <IdentityPrompt />
        <PackStatusBar />
        <Outlet />
      </main>
      <footer className="portal-footer">
        <div className="container small muted">
          Internal use only. Confidential: not for distribution. Research analytics, not investment
          advice.
        </div>
      </footer>
    </PortalPackProvider>
  );
}

/** Every staff page: the password gate first, then the internal header and the page. */
export function PortalLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onboarding = pathname === paths.employeeOnboarding;
  const goToPortal = useCallback(() => void navigate(paths.portal), [navigate]);
  const variant = onboarding ? 'onboarding' : 'portal';
  return (
    <>
      {/* Locked or not, a staff document is never indexed (the Worker also sends X-Robots-Tag). */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="description" content={accessDescription(variant)} />
      <PortalGate
        variant={variant}
        onUnlocked={onboarding ? goToPortal : undefined}
        lockedFrame={(screen) => <LockedFrame>{screen}</LockedFrame>}
      >
        <UnlockedPortal />
      </PortalGate>
    </>
  );
}
