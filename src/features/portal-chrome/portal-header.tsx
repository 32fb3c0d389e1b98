import { Fragment, useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { HeaderFrame } from '@/components/ui/header-frame';
import { NavDropdown } from './nav-dropdown';
import { PORTAL_HOME, portalNav } from './portal-nav';

/** Where a header part is drawn: the bar (1100 px and up) or the full-screen menu. */
export type HeaderPlace = 'bar' | 'menu';

/** One right-hand action of the portal header, drawn once, in the place the screen shows. */
export interface PortalHeaderAction {
  key: string;
  render: (place: HeaderPlace, closeMenu: () => void) => ReactNode;
}

interface PortalHeaderProps {
  /** The collateral search box, mounted once: in the bar on wide screens, else in the menu. */
  search?: ReactNode;
  status?: ReactNode;
  /** The right-hand actions, in order, before Exit to Public Site (Lock portal, ...). */
  actions?: readonly PortalHeaderAction[];
  /** The rep's profile button (features/team), shown in the bar at every size. */
  profile?: ReactNode;
}

// The width from which the bar shows the navigation, the search and the actions (chrome.css).
const WIDE_HEADER_QUERY = '(min-width: 1100px)';

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_HEADER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True at 1100 px and up, where the bar shows the search and the actions (never prerendered). */
function useWideHeader(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_HEADER_QUERY).matches,
    () => true,
  );
}

const BRAND = { brandName: 'Sales Portal', brandSub: 'Internal use only' };

/** Lock portal as a header action. */
export function lockAction(onLock: () => void): PortalHeaderAction {
  return {
    key: 'lock',
    render: (place) => (
      <button
        type="button"
        className={place === 'bar' ? 'btn btn-ghost btn-sm' : 'btn btn-secondary'}
        onClick={onLock}
      >
        Lock portal
      </button>
    ),
  };
}

const exitAction: PortalHeaderAction = {
  key: 'exit',
  render: (place, closeMenu) => (
    <Link
      to="/"
      className={place === 'bar' ? 'btn btn-secondary btn-sm' : 'btn btn-primary'}
      onClick={closeMenu}
    >
      Exit to Public Site
    </Link>
  ),
};

/** The internal header on every unlocked portal page (spec 2.2). */
export function PortalHeader({ search, status, actions = [], profile }: PortalHeaderProps) {
  const { pathname } = useLocation();
  const wide = useWideHeader();
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const closeDropdown = useCallback(() => setOpenDropdown(null), []);
  const drawActions = (place: HeaderPlace, closeMenu: () => void) =>
    [...actions, exitAction].map((action) => (
      <Fragment key={action.key}>{action.render(place, closeMenu)}</Fragment>
    ));

  return (
    <HeaderFrame
      className="site-header portal-header"
      {...BRAND}
      home={{ to: PORTAL_HOME, place: 'portal home' }}
      menu={{
        id: 'portal-mobile-menu',
        render: (closeMenu) => (
          <>
            <div className="portal-mobile-search">{wide ? null : search}</div>
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
                        <Link
                          to={child.to}
                          onClick={closeMenu}
                          className="mobile-link mobile-sublink"
                        >
                          {child.label}
                        </Link>
                      </li>
                    )),
                ])}
              </ul>
              <div className="actions">{wide ? null : drawActions('menu', closeMenu)}</div>
            </nav>
          </>
        ),
      }}
    >
      <nav className="header-nav portal-nav" aria-label="Portal">
        <ul>
          {portalNav.map((item) =>
            item.children ? (
              <NavDropdown
                key={item.label}
                item={{ label: item.label, to: item.to, children: item.children }}
                open={openDropdown === item.label}
                onToggle={() =>
                  setOpenDropdown((current) => (current === item.label ? null : item.label))
                }
                onClose={closeDropdown}
              />
            ) : (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className="nav-link"
                  aria-current={pathname === item.to ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>

      <div className="portal-search-slot">{wide ? search : null}</div>
      {status}
      <div className="portal-header-actions">
        {wide ? drawActions('bar', () => undefined) : null}
      </div>
      {profile}
    </HeaderFrame>
  );
}

/** The header around the access screen: the brand, the status and the way out, no navigation. */
export function PortalLockedHeader({ status }: { status?: ReactNode }) {
  return (
    <HeaderFrame className="site-header portal-header portal-header-locked" {...BRAND} solid>
      {status}
      <Link to="/" className="btn btn-secondary btn-sm header-cta-always">
        Exit to Public Site
      </Link>
    </HeaderFrame>
  );
}
