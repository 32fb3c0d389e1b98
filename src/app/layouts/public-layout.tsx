import { Outlet } from 'react-router-dom';
import { SiteHeader } from '@/features/site-chrome/header';
import { SiteFooter } from '@/features/site-chrome/footer';
import { OfflineIndicator } from '@/features/pwa/offline-indicator';
import { InstallApp } from '@/features/pwa/install-app';

export function PublicLayout() {
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
