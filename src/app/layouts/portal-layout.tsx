import { Link, Outlet } from 'react-router-dom';
import { Logo } from '@/features/site-chrome/logo';
import { paths } from '@/app/paths';

/** The staff portal's frame; the full internal header arrives with the portal vault. */
export function PortalLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="site-header is-scrolled">
        <div className="container header-inner">
          <Link to={paths.portal} className="brand" aria-label="Sales portal home">
            <Logo />
            <span className="brand-text">
              <span className="brand-name">Sales Portal</span>
              <span className="brand-sub">Internal use only</span>
            </span>
          </Link>
          <Link to={paths.home} className="btn btn-secondary btn-sm header-cta-always">
            Exit to Public Site
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
