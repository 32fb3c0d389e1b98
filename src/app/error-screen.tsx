import { isRouteErrorResponse, useRouteError } from 'react-router';

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
      <div className="container container-narrow">
        <p className="eyebrow">Something went wrong</p>
        <h1>This page could not be displayed</h1>
        <p className="lead">
          An unexpected error stopped the page from loading. Reloading usually fixes it; if it keeps
          happening, the home page is a good place to start again.
        </p>
        {detail ? <p className="muted small">Details: {detail}</p> : null}
        <div className="actions">
          <a href="/" className="btn btn-primary">
            Go to the home page
          </a>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        </div>
      </div>
    </main>
  );
}
