import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/app/error-screen';
import { paths } from '@/shared/paths';

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
        <ErrorPanel
          detail={error instanceof Error ? error.message : undefined}
          place="the portal home"
          home={
            <Link to={paths.portal} className="btn btn-primary">
              Go to the portal home
            </Link>
          }
        />
      </section>
    );
  }
}
