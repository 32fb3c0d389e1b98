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
// The portal's styles load with its code, so the public pages never download or match them. Each
// lives beside its components and is listed here in cascade order: the prerendered portal frame
// links this chunk's one style sheet (docs/decisions/0023).
import '@/features/portal-access/portal-access.css';
import '@/features/portal-chrome/portal-chrome.css';
import './portal-layout.css';
import '@/features/team/team.css';
import '@/features/portal-pack/portal-pack.css';
import '@/features/sales-tools/sales-tools.css';
import '@/features/status-pages/status-pages.css';
import '@/features/training/training.css';
import '@/features/roi/roi.css';
import '@/features/collateral/search-field.css';
import '@/features/collateral/collateral.css';

/** Every staff page's module, loaded when its route is opened (see portalPage in router.tsx). */
const portalPages = {
  msdSuite: async () => (await import('@/pages/portal/msd-suite')).MsdSuitePage,
  financialRoi: async () => (await import('@/pages/portal/financial-roi')).FinancialRoiPage,
  pendingPage: async () => (await import('@/pages/portal/pending-page')).PendingPage,
  pilotStart: async () => (await import('@/pages/portal/pilot-start')).PilotStartPage,
  onboarding: async () => (await import('@/pages/portal/onboarding')).EmployeeOnboardingPage,
  hub: async () => (await import('@/pages/portal/hub')).PortalHubPage,
  msdRoi: async () => (await import('@/pages/portal/msd-roi')).MsdRoiPage,
  library: async () => (await import('@/pages/portal/library')).LibraryPage,
  playbook: async () => (await import('@/pages/portal/playbook')).PlaybookPage,
  training: async () => (await import('@/pages/portal/training')).TrainingPage,
  flow: async () => (await import('@/pages/portal/flow')).GuidedFlowPage,
  mspData: async () => (await import('@/pages/portal/msp-data')).MspDataPage,
  gridOverview: async () => (await import('@/pages/portal/grid-overview')).GridOverviewPage,
  aerospaceOverview: async () =>
    (await import('@/pages/portal/aerospace-overview')).AerospaceOverviewPage,
  geoSocialStatus: async () =>
    (await import('@/pages/portal/geo-social-status')).GeoSocialStatusPage,
  civilUnrestSuite: async () =>
    (await import('@/pages/portal/civil-unrest-suite')).CivilUnrestSuitePage,
  // Not a portal page (no vault, no gate: its route sits outside this layout); listed here so the
  // public route table names none of its files.
  leadInbox: async () => (await import('@/pages/admin/lead-inbox')).LeadInboxPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type PortalPageName = keyof typeof portalPages;

export function loadPortalPage(name: PortalPageName): Promise<ComponentType> {
  return portalPages[name]();
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
  const goToPortal = useCallback(() => navigate(paths.portal), [navigate]);
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
