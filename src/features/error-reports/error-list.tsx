import { useCallback, useEffect, useState } from 'react';
import { StaffPage } from '@/components/ui/staff-page';
import { formatDateTime } from '@/lib/date-time';
import { staffGet } from '@/lib/staff-session';
import { CLIENT_ERRORS_API, type ClientErrorList as ErrorList } from '@/shared/client-errors';
import { clientErrorListSchema } from '@/shared/client-errors-schema';
import { LoadFailed } from '@/components/ui/load-failed';

type Loaded =
  { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; list: ErrorList };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /admin/errors: errors browsers reported, one row per distinct error, most recently seen first. */
export function ClientErrorList() {
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const reload = useCallback(() => {
    setLoaded({ phase: 'loading' });
    setReloads((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    staffGet(CLIENT_ERRORS_API, clientErrorListSchema, controller.signal).then(
      (list) => setLoaded({ phase: 'ready', list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          phase: 'error',
          message: error instanceof Error ? error.message : 'The errors could not be read.',
        });
      },
    );
    return () => controller.abort();
  }, [reloads]);

  const errors = loaded.phase === 'ready' ? loaded.list.errors : [];
  const summary =
    loaded.phase === 'loading'
      ? 'Loading reported errors…'
      : loaded.phase === 'ready' && errors.length > 0
        ? `${plural(errors.length, 'distinct error', 'distinct errors')}, most recently seen first.`
        : '';

  return (
    <StaffPage
      block="people"
      audience="Admins only"
      title="Client errors"
      actions={
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={loaded.phase === 'loading'}
          onClick={reload}
        >
          Refresh
        </button>
      }
    >
      <p className="muted small">
        Errors that browsers reported from this site’s pages: the message with emails and tokens
        removed, where in our code it happened, the page’s route and the build. Each error is
        counted once per page load.
        {loaded.phase === 'ready'
          ? ` Kept ${plural(loaded.list.retentionDays, 'day', 'days')} after it was last seen.`
          : ''}
      </p>

      <p className="people-summary muted small" role="status" aria-live="polite">
        {summary}
      </p>

      <div aria-busy={loaded.phase === 'loading'}>
        {loaded.phase === 'error' ? (
          <LoadFailed message={loaded.message} onRetry={reload} />
        ) : loaded.phase === 'ready' && errors.length === 0 ? (
          <div className="card people-empty">
            <h2>No errors reported</h2>
            <p>Errors appear here once a browser reports one.</p>
          </div>
        ) : loaded.phase === 'ready' ? (
          <div className="table-wrap people-table-wrap">
            <table className="people-table client-errors-table">
              <caption className="visually-hidden">
                Reported client errors, most recently seen first
              </caption>
              <thead>
                <tr>
                  <th scope="col">Error</th>
                  <th scope="col">Count</th>
                  <th scope="col">Last seen</th>
                  <th scope="col">First seen</th>
                  <th scope="col">Route</th>
                  <th scope="col">Build</th>
                  <th scope="col">Where</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error) => (
                  <tr key={error.fingerprint}>
                    <th scope="row" data-label="Error" className="client-error-message">
                      {error.kind === 'unhandledrejection' ? (
                        <span className="badge">Unhandled rejection</span>
                      ) : null}{' '}
                      {error.message}
                    </th>
                    <td data-label="Count">{error.count}</td>
                    <td data-label="Last seen">
                      <time dateTime={error.lastSeen}>{formatDateTime(error.lastSeen)}</time>
                    </td>
                    <td data-label="First seen">
                      <time dateTime={error.firstSeen}>{formatDateTime(error.firstSeen)}</time>
                    </td>
                    <td data-label="Route" className="client-error-route">
                      <code>{error.route}</code>
                    </td>
                    <td data-label="Build">{error.build}</td>
                    <td data-label="Where" className="client-error-stack">
                      {error.stack.length ? (
                        <code>{error.stack[0]}</code>
                      ) : (
                        <span className="people-faint">Not in our code</span>
                      )}
                      {error.stack.length > 1 ? (
                        <details>
                          <summary>
                            {plural(error.stack.length - 1, 'more frame', 'more frames')}
                          </summary>
                          <ol>
                            {error.stack.slice(1).map((frame, i) => (
                              <li key={i}>
                                <code>{frame}</code>
                              </li>
                            ))}
                          </ol>
                        </details>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">Loading reported errors…</p>
        )}
      </div>
    </StaffPage>
  );
}
