import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

interface PortalErrorBoundaryProps {
  /** The page's path: another page gets a fresh try. */
  resetKey: string;
  children: ReactNode;
}

interface PortalErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a portal page that throws while rendering, so the portal header (navigation, search,
 * Lock portal) stays and only the page area says what happened.
 */
export class PortalErrorBoundary extends Component<
  PortalErrorBoundaryProps,
  PortalErrorBoundaryState
> {
  override state: PortalErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<PortalErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: PortalErrorBoundaryProps,
    state: PortalErrorBoundaryState,
  ): Partial<PortalErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A portal page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="error-screen" role="alert">
        <div className="container container-narrow">
          <p className="eyebrow">Something went wrong</p>
          <h1>This page could not be displayed</h1>
          <p className="lead">
            An unexpected error stopped the page from loading. Reloading usually fixes it; if it
            keeps happening, the portal home is a good place to start again.
          </p>
          {error instanceof Error ? <p className="muted small">Details: {error.message}</p> : null}
          <div className="actions">
            <Link to={paths.portal} className="btn btn-primary">
              Go to the portal home
            </Link>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => window.location.reload()}
            >
              Reload
            </button>
          </div>
        </div>
      </section>
    );
  }
}
