import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { siteConfig } from '@/config';
import { Logo } from '@/components/ui/logo';
import { dataInActionHref, headerLinks } from './nav-links';

export const HEADER_SCROLL_THRESHOLD = 10;

/** The fixed public header; below 1100 px its links move into a full-screen menu. */
export function SiteHeader({ status }: { status?: ReactNode }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeMenuToToggle = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);
  useScrollLock(menuOpen);
  useEscapeKey(menuOpen, closeMenuToToggle);

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}${menuOpen ? ' menu-open' : ''}`}>
      <div className="container header-inner">
        <Link to="/" className="brand" onClick={closeMenu} aria-label={`${siteConfig.productName} home`}>
          <Logo />
          <span className="brand-text">
            <span className="brand-name">{siteConfig.productName}</span>
            <span className="brand-sub">{siteConfig.brand}</span>
          </span>
        </Link>

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

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
      </div>

      <div id="mobile-menu" className="mobile-menu" hidden={!menuOpen}>
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
      </div>
    </header>
  );
}
