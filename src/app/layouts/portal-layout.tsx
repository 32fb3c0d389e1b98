import { useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useVault } from '@/lib/vault-context';
import { PortalGate } from '@/features/portal-access/portal-gate';
import { accessDescription } from '@/features/portal-access/access-screen';
import {
  lockAction,
  PortalHeader,
  PortalLockedHeader,
} from '@/features/portal-chrome/portal-header';
import { HeaderSearch } from '@/features/collateral';
import { OfflineIndicator } from '@/features/pwa/offline-indicator';
import { SyncNotice } from '@/features/team/sync-notice';
import { IdentityPrompt } from '@/features/team/identity-prompt';
import { ProfileMenu } from '@/features/team/profile-menu';
import { PortalPackProvider } from '@/features/portal-pack/pack-context';
import { PackStatusBar } from '@/features/portal-pack/pack-status';
import { paths } from '@/shared/paths';
import { portalPages } from 'virtual:msd/portal-routes';
import { PortalErrorBoundary } from '@/app/portal-error-boundary';
// The portal's styles load with its code, so the public pages never download or match them. Each
// lives beside its components and is listed here in cascade order: the prerendered portal frame
// links this chunk's one style sheet (docs/decisions/0023).
import '@/features/portal-access/portal-access.css';
import '@/features/portal-access/secret-field.css';
import '@/features/portal-chrome/portal-chrome.css';
import './portal-layout.css';
import '@/features/team/team.css';
import '@/features/team/profile-menu.css';
import '@/features/team/team-dashboard.css';
import '@/features/portal-pack/portal-pack.css';
import '@/features/sales-tools/sales-tools.css';
import '@/features/status-pages/status-pages.css';
import '@/features/training/training.css';
import '@/features/training/certificate.css';
import '@/features/roi/roi.css';
import '@/features/collateral/search-field.css';
import '@/features/collateral/collateral.css';
import '@/features/library-feed/library-feed.css';
import '@/components/charts/charts.css';

/** Every staff page's component by its route's path, loaded when the route is opened (router.tsx). */
export function loadPortalPage(page: string): Promise<ComponentType> {
  const load = portalPages[page];
  if (!load) throw new Error(`No page for the staff route ${page}`);
  return load();
}

function LockedFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PortalLockedHeader status={<OfflineIndicator />} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function UnlockedPortal() {
  const { lock } = useVault();
  const { pathname } = useLocation();
  const actions = useMemo(() => [lockAction(() => void lock())], [lock]);
  // The portal pack starts downloading with the first unlocked page (decision 0015).
  return (
    <PortalPackProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PortalHeader
        search={<HeaderSearch />}
        status={<OfflineIndicator />}
        actions={actions}
        profile={<ProfileMenu />}
      />
      <main id="main" tabIndex={-1} className="portal-main">
        <SyncNotice onAskPassword={() => void lock()} />
        <IdentityPrompt />
        <PackStatusBar />
        {/* A page that throws leaves the header, its navigation and Lock portal in place. */}
        <PortalErrorBoundary resetKey={pathname}>
          <Outlet />
        </PortalErrorBoundary>
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
