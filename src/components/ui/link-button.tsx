import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  /** A full page load instead of client navigation (the Data In Action gate needs one). */
  reloadDocument?: boolean;
  className?: string;
}

export function LinkButton({
  to,
  children,
  variant = 'primary',
  size = 'md',
  reloadDocument,
  className,
}: LinkButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}
