import { Outlet } from 'react-router-dom';
import { SiteHeader } from '@/features/site-chrome/header';
import { SiteFooter } from '@/features/site-chrome/footer';

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
