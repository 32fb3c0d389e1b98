import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '@/hooks/use-dismiss';
import type { PortalNavItem } from './portal-nav';

interface NavDropdownProps {
  item: Required<Pick<PortalNavItem, 'label' | 'to' | 'children'>>;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * A disclosure-style dropdown: a button toggles a list of links. Escape closes it and returns
 * focus to the button; a click anywhere outside closes it; ArrowDown opens it and enters the list.
 */
export function NavDropdown({ item, open, onToggle, onClose }: NavDropdownProps) {
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useDismiss(open, onClose, { inside: [rootRef], returnFocusTo: buttonRef });

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('.portal-dropdown a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onItemKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = [
      ...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.portal-dropdown a') ?? []),
    ];
    const index = links.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    }
  };

  return (
    <li ref={rootRef} className="portal-dropdown-root">
      <button
        ref={buttonRef}
        type="button"
        className="nav-link portal-dropdown-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            if (!open) onToggle();
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        {item.label}
        <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" className="chevron">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={id} className="portal-dropdown" hidden={!open}>
        {item.children.map((child) => (
          <li key={child.label}>
            <Link to={child.to} onClick={onClose} onKeyDown={onItemKey}>
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
