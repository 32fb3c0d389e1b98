import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

interface ErrorPanelProps {
  /** What went wrong, when the error says. */
  detail: string | undefined;
  /** Where to start again, as the text names it ("the home page"). */
  place: string;
  /** The link there, drawn as the primary button. */
  home: ReactNode;
}

/** What both error screens say (the whole page's and the portal page area's). */
export function ErrorPanel({ detail, place, home }: ErrorPanelProps) {
  return (
    <div className="container container-narrow">
      <p className="eyebrow">Something went wrong</p>
      <h1>This page could not be displayed</h1>
      <p className="lead">
        An unexpected error stopped the page from loading. Reloading usually fixes it; if it keeps
        happening, {place} is a good place to start again.
      </p>
      {detail ? <p className="muted small">Details: {detail}</p> : null}
      <div className="actions">
        {home}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    </div>
  );
}

/** Shown instead of a blank page when rendering throws; a plain link home reloads cleanly. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  console.error('Unexpected application error', error);

  return (
    <main id="main" className="error-screen">
      <ErrorPanel
        detail={detail}
        place="the home page"
        home={
          <a href="/" className="btn btn-primary">
            Go to the home page
          </a>
        }
      />
    </main>
  );
}
