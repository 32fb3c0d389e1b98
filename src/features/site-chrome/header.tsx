import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { siteConfig } from '@/config';
import { HeaderFrame } from '@/components/ui/header-frame';
import { dataInActionHref, headerLinks } from './nav-links';

/** The fixed public header; below 1100 px its links move into a full-screen menu. */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const { pathname } = useLocation();

  return (
    <HeaderFrame
      brandName={siteConfig.productName}
      brandSub={siteConfig.brand}
      home={{ to: '/', place: 'home' }}
      menu={{
        id: 'mobile-menu',
        render: (closeMenu) => (
          <nav aria-label="Mobile">
            <ul>
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={closeMenu} className="mobile-link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <a href={dataInActionHref} className="btn btn-primary mobile-cta">
              See the Data In Action
            </a>
          </nav>
        ),
      }}
    >
      <nav className="header-nav" aria-label="Main">
        <ul>
          {headerLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="nav-link"
                aria-current={pathname === link.to ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {status}

      {/* A full page load, as the gate reads ?gate=1 on start. */}
      <a href={dataInActionHref} className="btn btn-primary btn-sm header-cta">
        See the Data In Action
      </a>
    </HeaderFrame>
  );
}
