import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnline } from '@/hooks/use-online';
import { RoleRefused } from '@/components/ui/role-refused';
import type { AdminLead } from '@/shared/lead-admin';
import type { SessionAnswer } from '@/shared/people';
import { downloadLeadsCsv, InboxError } from './inbox-api';
import {
  csvFileName,
  csvQuery,
  filtersFromSearch,
  filtersToSearch,
  type InboxFilters,
} from './inbox-query';
import { useInboxList } from './use-inbox-list';
import { InboxFiltersBar } from './inbox-filters';
import { LeadTable } from './lead-table';
import { GroupTable } from './group-table';
import { STATUS_LABELS } from './format';

interface InboxProps {
  /** The signed-in person (the frame has checked they are a manager; the server checks again). */
  session: SessionAnswer;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The signed-in inbox: filters (kept in the URL), the list, paging, status changes and CSV. */
export function Inbox({ session }: InboxProps) {
  const id = useId();
  const online = useOnline();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const list = useInboxList(filters);
  const [announcement, setAnnouncement] = useState('');
  const [csvState, setCsvState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  const changeFilters = useCallback(
    (next: InboxFilters) => {
      setAnnouncement('');
      setSearchParams(filtersToSearch(next), { replace: true });
    },
    [setSearchParams],
  );
  const showEmail = useCallback(
    (email: string) => {
      changeFilters({ q: email, status: '', since: '', until: '', view: 'leads' });
      headingRef.current?.focus();
    },
    [changeFilters],
  );

  const onLeadUpdated = useCallback(
    (lead: AdminLead) => {
      list.replaceLead(lead);
      setAnnouncement(
        `Status of ${lead.name} saved: ${STATUS_LABELS[lead.status]}${lead.statusNote ? ', with a note' : ''}.`,
      );
    },
    [list],
  );

  // After "Load more", focus the first new row (once it is rendered), so keyboard and screen
  // reader users carry on where the list grew.
  const focusRow = useRef<number | null>(null);
  const rowCount = list.data.rows.length;
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || rowCount <= index) return;
    focusRow.current = null;
    const rowHeaders = document.querySelectorAll<HTMLElement>(
      `#${CSS.escape(`${id}-list`)} tbody > tr:not(.inbox-editor-row) > th`,
    );
    rowHeaders[index]?.focus();
  }, [rowCount, id]);

  async function loadMore() {
    const firstNew = list.data.rows.length;
    focusRow.current = firstNew;
    const added = await list.loadMore();
    if (added === 0) {
      focusRow.current = null;
      return;
    }
    setAnnouncement(`${plural(added, 'more row', 'more rows')} loaded.`);
  }

  async function downloadCsv() {
    setCsvState({ busy: true, error: null });
    try {
      const name = csvFileName(filters, new Date());
      await downloadLeadsCsv(csvQuery(filters), name);
      setCsvState({ busy: false, error: null });
      setAnnouncement(`Downloaded ${name}.`);
    } catch (error) {
      setCsvState({
        busy: false,
        error:
          error instanceof InboxError
            ? error.message
            : 'The CSV could not be downloaded. Try again.',
      });
    }
  }

  const count = list.data.rows.length;
  const noun = list.data.view === 'email' ? ['address', 'addresses'] : ['lead', 'leads'];
  const filtered =
    filters.q !== '' || filters.status !== '' || filters.since !== '' || filters.until !== '';
  const summary =
    list.phase === 'loading'
      ? 'Loading leads…'
      : list.phase === 'error'
        ? ''
        : count === 0
          ? ''
          : `Showing ${plural(count, noun[0]!, noun[1]!)}${list.nextCursor ? ', more available' : ''}, newest first.`;

  // The frame let a manager in; the server has the last word (a role changed since sign-in).
  if (list.error?.kind === 'role') return <RoleRefused need="manager" have={session.person.role} />;

  return (
    <section className="section inbox" aria-labelledby={`${id}-title`}>
      <div className="container inbox-container">
        <div className="staff-page-head">
          <div>
            <p className="eyebrow">Staff only</p>
            <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
              Lead inbox
            </h1>
          </div>
          <div className="inbox-head-actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void downloadCsv()}
              disabled={!online || csvState.busy || list.problem !== null}
            >
              {csvState.busy
                ? 'Preparing CSV…'
                : filtered
                  ? 'Download CSV (these filters)'
                  : 'Download CSV (all leads)'}
            </button>
          </div>
        </div>
        {csvState.error ? (
          <p className="notice notice-error small" role="alert">
            {csvState.error}
          </p>
        ) : null}
        {!online ? (
          <p className="notice notice-warning">
            You are offline. The lead inbox reads and saves everything on the server and keeps
            nothing on this device, so it needs the network. It will work again as soon as you are
            back online.
          </p>
        ) : null}

        <InboxFiltersBar
          filters={filters}
          onChange={changeFilters}
          problem={list.problem}
          disabled={!online}
        />

        <p className="inbox-summary muted small" role="status" aria-live="polite">
          {announcement || summary}
        </p>

        <div id={`${id}-list`} aria-busy={list.phase === 'loading'}>
          {list.phase === 'error' && list.error ? (
            <div className="notice notice-error inbox-state" role="alert">
              <p>{list.error.message}</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={list.reload}>
                Try again
              </button>
            </div>
          ) : list.problem ? null : list.phase === 'loading' && count === 0 ? (
            <p className="inbox-state muted">
              <span className="inbox-progress" aria-hidden="true" />
              Loading leads…
            </p>
          ) : count === 0 && list.phase === 'ready' ? (
            <div className="card inbox-state inbox-empty">
              <h2>{filtered ? 'No leads match these filters' : 'No leads yet'}</h2>
              <p>
                {filtered
                  ? 'Try a shorter search, another status or a wider date range.'
                  : 'Leads appear here as soon as someone completes the Data In Action form.'}
              </p>
            </div>
          ) : list.data.view === 'leads' ? (
            <LeadTable
              leads={list.data.rows}
              onLeadUpdated={onLeadUpdated}
              onShowEmail={showEmail}
            />
          ) : (
            <GroupTable groups={list.data.rows} onShowEmail={showEmail} />
          )}
        </div>

        {list.nextCursor && list.phase === 'ready' ? (
          <div className="inbox-more">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void loadMore()}
              disabled={list.loadingMore || !online}
            >
              {list.loadingMore
                ? 'Loading…'
                : list.data.view === 'email'
                  ? 'Load more addresses'
                  : 'Load more leads'}
            </button>
          </div>
        ) : null}
        {list.phase === 'ready' && list.error ? (
          <p className="notice notice-error small" role="alert">
            {list.error.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
