import type { ReactNode } from 'react';

interface LoadFailedProps {
  /** What went wrong, in words the person can act on. */
  message: string;
  onRetry: () => void;
  /** Classes beside `notice notice-error`, for the page's own spacing. */
  className?: string;
  /** More to say before the button (what still shows, say). */
  children?: ReactNode;
}

/** A staff list that could not load: why, and Try again. */
export function LoadFailed({ message, onRetry, className, children }: LoadFailedProps) {
  return (
    <div
      className={className ? `notice notice-error ${className}` : 'notice notice-error'}
      role="alert"
    >
      <p>{message}</p>
      {children}
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
