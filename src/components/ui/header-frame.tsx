import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import type { OpenMenu } from '@/components/open-menu';

/** The header takes its darker background once the page is scrolled past this (spec 2.2, 10 px). */
export const HEADER_SCROLL_THRESHOLD = 10;

// What the open menu does loads with its first opening, so a public page's first view carries
// only the closed header; OpenMenu finds the menu and its button from the menu's id (no refs here).
let openMenu: { OpenMenu: typeof OpenMenu } | undefined;

interface HeaderFrameProps {
  /** `site-header`, plus `portal-header` in the portal and `staff-header` on the staff pages. */
  className?: string;
  brandName: string;
  brandSub: string;
  /**
   * Where the brand links to, and what that place is (read after the brand's own text, so the
   * link's name starts with what it shows: WCAG 2.5.3); without it the brand is no link.
   */
  home?: { to: string; place?: string };
  /** The scrolled look from the start (the locked portal, which has nothing to scroll under it). */
  solid?: boolean;
  /** The bar after the brand: navigation, search, status, actions. */
  children: ReactNode;
  /** The full-screen menu below 1100 px (given the function that closes it); without it, no menu button. */
  menu?: { id: string; render: (close: () => void) => ReactNode };
}

/**
 * The one header frame of the public site, the portal, the locked portal and the staff pages:
 * brand, bar, and a full-screen menu that locks page scrolling, makes the page behind it inert, and
 * closes on Escape (focus back on its button) or a press outside it (see OpenMenu).
 */
export function HeaderFrame({
  className = 'site-header',
  brandName,
  brandSub,
  home,
  solid = false,
  children,
  menu,
}: HeaderFrameProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // Not memoised: its users call it from handlers, and useDismiss reads the latest one.
  const closeMenu = () => setMenuOpen(false);
  const toggleMenu = () => {
    if (menuOpen) return closeMenu();
    // Without its behaviour (the module failed to load offline) the menu still opens and closes.
    void import('@/components/open-menu')
      .then(
        (module) => void (openMenu = module),
        () => undefined,
      )
      .then(() => setMenuOpen(true));
  };

  const brand = (
    <>
      <Logo />
      <span className="brand-text">
        <span className="brand-name">{brandName}</span>{' '}
        <span className="brand-sub">{brandSub}</span>
      </span>
    </>
  );

  return (
    <header
      className={`${className}${solid || scrolled ? ' is-scrolled' : ''}${menuOpen ? ' menu-open' : ''}`}
    >
      <div className="container header-inner">
        {home ? (
          <Link to={home.to} className="brand" onClick={closeMenu}>
            {brand}
            {home.place ? <span className="visually-hidden">, {home.place}</span> : null}
          </Link>
        ) : (
          <span className="brand">{brand}</span>
        )}
        {children}
        {menu ? (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menu.id}
            onClick={toggleMenu}
          >
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <span className="menu-icon" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      {menu ? (
        <div id={menu.id} className="mobile-menu" hidden={!menuOpen}>
          {menu.render(closeMenu)}
        </div>
      ) : null}
      {menu && menuOpen && openMenu ? (
        <openMenu.OpenMenu menuId={menu.id} onClose={closeMenu} />
      ) : null}
    </header>
  );
}
