import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from '@/features/site-chrome/header';
import { SiteFooter } from '@/features/site-chrome/footer';
import { OfflineIndicator } from '@/features/pwa/offline-indicator';
import { InstallApp } from '@/features/pwa/install-app';
import { countHit } from '@/features/insights/count-hit';

export function PublicLayout() {
  const { pathname } = useLocation();
  // One anonymous page view per public page shown, in-app navigations included (decision 0027).
  useEffect(() => countHit('view', pathname), [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader status={<OfflineIndicator />} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter actions={<InstallApp />} />
    </>
  );
}
