import { useCallback, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { Logo } from '@/components/ui/logo';
import { NavDropdown } from './nav-dropdown';
import { PORTAL_HOME, portalNav } from './portal-nav';

interface PortalHeaderProps {
  /** The collateral search box. */
  search?: ReactNode;
  status?: ReactNode;
  /** The rep's profile button (features/team), shown at every size. */
  profile?: ReactNode;
  onLock?: () => void;
}

/** The internal header on every unlocked portal page (spec 2.2). */
export function PortalHeader({ search, status, profile, onLock }: PortalHeaderProps) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(10);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeDropdown = useCallback(() => setOpenDropdown(null), []);
  useScrollLock(menuOpen);
  useEscapeKey(menuOpen, closeMenu);

  return (
    <header className={`site-header portal-header${scrolled ? ' is-scrolled' : ''}${menuOpen ? ' menu-open' : ''}`}>
      <div className="container header-inner">
        <Link to={PORTAL_HOME} className="brand" aria-label="Sales portal home" onClick={closeMenu}>
          <Logo />
          <span className="brand-text">
            <span className="brand-name">Sales Portal</span>
            <span className="brand-sub">Internal use only</span>
          </span>
        </Link>

        <nav className="header-nav portal-nav" aria-label="Portal">
          <ul>
            {portalNav.map((item) =>
              item.children ? (
                <NavDropdown
                  key={item.label}
                  item={{ label: item.label, to: item.to, children: item.children }}
                  open={openDropdown === item.label}
                  onToggle={() => setOpenDropdown((current) => (current === item.label ? null : item.label))}
                  onClose={closeDropdown}
                />
              ) : (
                <li key={item.label}>
                  <Link to={item.to} className="nav-link" aria-current={pathname === item.to ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="portal-search-slot">{search}</div>
        {status}
        <div className="portal-header-actions">
          {onLock ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onLock}>
              Lock portal
            </button>
          ) : null}
          <Link to="/" className="btn btn-secondary btn-sm">
            Exit to Public Site
          </Link>
        </div>
        {profile}

        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="portal-mobile-menu" onClick={() => setMenuOpen((open) => !open)}>
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
      </div>

      <div id="portal-mobile-menu" className="mobile-menu" hidden={!menuOpen}>
        <div className="portal-mobile-search">{search}</div>
        <nav aria-label="Portal mobile">
          <ul>
            {portalNav.flatMap((item) => [
              <li key={item.label}>
                <Link to={item.to} onClick={closeMenu} className="mobile-link">
                  {item.label}
                </Link>
              </li>,
              ...(item.children ?? [])
                .filter((child) => child.to !== item.to)
                .map((child) => (
                  <li key={`${item.label}-${child.label}`}>
                    <Link to={child.to} onClick={closeMenu} className="mobile-link mobile-sublink">
                      {child.label}
                    </Link>
                  </li>
                )),
            ])}
          </ul>
          <div className="actions">
            {onLock ? (
              <button type="button" className="btn btn-secondary" onClick={onLock}>
                Lock portal
              </button>
            ) : null}
            <Link to="/" className="btn btn-primary" onClick={closeMenu}>
              Exit to Public Site
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
