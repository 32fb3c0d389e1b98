import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/ui/staff-page';
import { PEOPLE_API } from '@/shared/people';
import {
  auditCsvFileName,
  auditCsvSearch,
  auditFiltersFromSearch,
  auditFiltersToSearch,
  isAuditFiltered,
  type AuditFilters,
} from './audit-query';
import { AuditFiltersBar } from './audit-filters';
import { AuditTable } from './audit-table';
import { useAudit } from './use-audit';
import { useCsvDownload } from './use-people';
import { LoadFailed } from '@/components/ui/load-failed';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /admin/audit: who did what, newest first, filtered in the URL, a page at a time, and as CSV. */
export function AuditLog() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = auditFiltersFromSearch(searchParams);
  const log = useAudit(filters);
  const [announcement, setAnnouncement] = useState('');
  const [csv, downloadCsvFile] = useCsvDownload((name) => setAnnouncement(`Downloaded ${name}.`));

  const changeFilters = useCallback(
    (next: AuditFilters) => {
      setAnnouncement('');
      setSearchParams(auditFiltersToSearch(next), { replace: true });
    },
    [setSearchParams],
  );

  // After "Load more", the first new row takes the focus once it is drawn.
  const focusRow = useRef<number | null>(null);
  const rowCount = log.entries.length;
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || rowCount <= index) return;
    focusRow.current = null;
    const rowHeaders = document.querySelectorAll<HTMLElement>(
      `#${CSS.escape(`${id}-list`)} tbody > tr > th`,
    );
    rowHeaders[index]?.focus();
  }, [rowCount, id]);

  async function loadMore() {
    focusRow.current = log.entries.length;
    const added = await log.loadMore();
    if (added === 0) focusRow.current = null;
    else setAnnouncement(`${plural(added, 'more entry', 'more entries')} loaded.`);
  }

  function download() {
    return downloadCsvFile(
      `${PEOPLE_API.audit}${auditCsvSearch(filters)}`,
      auditCsvFileName(filters, new Date()),
    );
  }

  const count = log.entries.length;
  const filtered = isAuditFiltered(filters);
  const summary =
    log.phase === 'loading'
      ? 'Loading the audit log…'
      : log.phase === 'ready' && count > 0
        ? `Showing ${plural(count, 'entry', 'entries')}${log.nextCursor ? ', more available' : ''}, newest first.`
        : '';

  return (
    <StaffPage
      block="people"
      audience="Admins only"
      title="Audit log"
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={csv.busy || log.problem !== null}
            onClick={() => void download()}
          >
            {csv.busy
              ? 'Preparing CSV…'
              : filtered
                ? 'Download CSV (these filters)'
                : 'Download CSV (everything)'}
          </button>
        </>
      }
    >
      <p className="muted small">
        Every sign-in, invitation, role change, lead change and export, kept for two years. No one
        can change or delete an entry.
      </p>
      {csv.error ? (
        <p className="notice notice-error small" role="alert">
          {csv.error}
        </p>
      ) : null}

      <AuditFiltersBar filters={filters} onChange={changeFilters} problem={log.problem} />

      <p className="people-summary muted small" role="status" aria-live="polite">
        {announcement || summary}
      </p>

      <div id={`${id}-list`} aria-busy={log.phase === 'loading'}>
        {log.phase === 'error' && log.error ? (
          <LoadFailed message={log.error.message} onRetry={log.reload} />
        ) : log.problem ? null : log.phase === 'loading' && count === 0 ? (
          <p className="muted">Loading the audit log…</p>
        ) : count === 0 ? (
          <div className="card people-empty">
            <h2>{filtered ? 'No entries match these filters' : 'No entries yet'}</h2>
            <p>
              {filtered
                ? 'Try another action, a shorter search or a wider date range.'
                : 'Entries appear as soon as anyone signs in or changes something.'}
            </p>
          </div>
        ) : (
          <AuditTable entries={log.entries} />
        )}
      </div>

      {log.nextCursor && log.phase === 'ready' ? (
        <div className="people-more">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={log.loadingMore}
            onClick={() => void loadMore()}
          >
            {log.loadingMore ? 'Loading…' : 'Load more entries'}
          </button>
        </div>
      ) : null}
      {log.phase === 'ready' && log.error ? (
        <p className="notice notice-error small" role="alert">
          {log.error.message}
        </p>
      ) : null}
    </StaffPage>
  );
}
