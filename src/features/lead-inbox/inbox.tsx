import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/ui/staff-page';
import { useOnline } from '@/hooks/use-online';
import { RoleRefused } from '@/components/ui/role-refused';
import type { AdminLead, LeadOwner } from '@/shared/lead-admin';
import { roleIncludes, type SessionAnswer } from '@/shared/people';
import { downloadLeadsCsv, fetchOwners, InboxError } from './inbox-api';
import {
  csvFileName,
  csvQuery,
  filtersFromSearch,
  filtersToSearch,
  isFiltered,
  linkedLeadId,
  type InboxFilters,
} from './inbox-query';
import { useInboxList } from './use-inbox-list';
import { useLinkedLead } from './use-linked-lead';
import { InboxFiltersBar } from './inbox-filters';
import { LeadTable, leadRowId } from './lead-table';
import { GroupTable } from './group-table';
import { EraseDialog } from './erase-dialog';
import { ViewLink } from './view-link';
import { formatBytes, type CsvProgress } from './csv-progress';
import { SORT_PHRASES, STATUS_LABELS } from './format';
import { LoadFailed } from '@/components/ui/load-failed';

interface InboxProps {
  /** The signed-in person (the frame has checked they are a manager; the server checks again). */
  session: SessionAnswer;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

type CsvState =
  | { phase: 'idle' }
  | { phase: 'busy'; progress: CsvProgress }
  | { phase: 'done'; name: string; progress: CsvProgress }
  | { phase: 'error'; message: string };

/** The signed-in inbox: filters (kept in the URL), the list, paging, status changes and CSV. */
export function Inbox({ session }: InboxProps) {
  const id = useId();
  const online = useOnline();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const linkedId = linkedLeadId(searchParams);
  const list = useInboxList(filters);
  const linked = useLinkedLead(linkedId);
  const [announcement, setAnnouncement] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const [csvState, setCsvState] = useState<CsvState>({ phase: 'idle' });
  const [owners, setOwners] = useState<LeadOwner[] | null>(null);
  const [erasing, setErasing] = useState<AdminLead | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const canErase = roleIncludes(session.person.role, 'admin');

  useEffect(() => {
    const controller = new AbortController();
    fetchOwners(controller.signal).then(setOwners, (error: unknown) => {
      if (controller.signal.aborted) return;
      // Without the directory the owner controls stay disabled; the list still works.
      setActionError(
        error instanceof InboxError
          ? `The people directory could not be read: ${error.message}`
          : 'The people directory could not be read.',
      );
    });
    return () => controller.abort();
  }, []);

  const changeFilters = useCallback(
    (next: InboxFilters) => {
      setAnnouncement('');
      setActionError(null);
      setSearchParams(filtersToSearch(next, linkedId), { replace: true });
    },
    [setSearchParams, linkedId],
  );
  const showEmail = useCallback(
    (email: string) => {
      changeFilters({ ...filters, q: email, status: '', since: '', until: '', view: 'leads' });
      headingRef.current?.focus();
    },
    [changeFilters, filters],
  );
  const closeLinked = useCallback(() => {
    setSearchParams(filtersToSearch(filters), { replace: true });
    headingRef.current?.focus();
  }, [setSearchParams, filters]);

  const onLeadUpdated = useCallback(
    (lead: AdminLead, said?: string) => {
      list.replaceLead(lead);
      linked.replace(lead);
      setActionError(null);
      setAnnouncement(
        said ??
          `Status of ${lead.name} saved: ${STATUS_LABELS[lead.status]}${lead.statusNote ? ', with a note' : ''}.`,
      );
    },
    [list, linked],
  );

  const onErased = useCallback(
    (lead: AdminLead, erased: number) => {
      setErasing(null);
      if (linked.lead && linked.lead.email.toLowerCase() === lead.email.toLowerCase())
        closeLinked();
      list.reload();
      setAnnouncement(`Erased ${plural(erased, 'lead', 'leads')} from ${lead.email}.`);
      headingRef.current?.focus();
    },
    [list, linked.lead, closeLinked],
  );

  // The lead a link named: scrolled to, marked and focused once it is on the page.
  const focusedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linked.lead || focusedLink.current === linked.lead.id) return;
    focusedLink.current = linked.lead.id;
    const row = document.getElementById(`linked-${leadRowId(linked.lead.id)}`);
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector<HTMLElement>('th')?.focus({ preventScroll: true });
  }, [linked.lead]);

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
    setCsvState({ phase: 'busy', progress: { bytes: 0, rows: 0 } });
    const name = csvFileName(filters, new Date());
    try {
      const progress = await downloadLeadsCsv(csvQuery(filters), name, (now) =>
        setCsvState({ phase: 'busy', progress: now }),
      );
      setCsvState({ phase: 'done', name, progress });
    } catch (error) {
      setCsvState({
        phase: 'error',
        message:
          error instanceof InboxError
            ? error.message
            : 'The CSV could not be downloaded. Try again.',
      });
    }
  }

  const count = list.data.rows.length;
  const noun = list.data.view === 'email' ? ['address', 'addresses'] : ['lead', 'leads'];
  const filtered = isFiltered(filters);
  const order = list.data.view === 'email' ? 'newest first' : SORT_PHRASES[filters.sort];
  const summary =
    list.phase === 'loading'
      ? 'Loading leads…'
      : list.phase === 'error'
        ? ''
        : count === 0
          ? ''
          : `Showing ${plural(count, noun[0]!, noun[1]!)}${list.nextCursor ? ', more available' : ''}, ${order}.`;
  const total =
    list.phase === 'ready' && list.total !== null ? plural(list.total, noun[0]!, noun[1]!) : null;

  // The frame let a manager in; the server has the last word (a role changed since sign-in).
  if (list.error?.kind === 'role') return <RoleRefused need="manager" have={session.person.role} />;

  return (
    <StaffPage
      block="inbox"
      audience="Staff only"
      title="Lead inbox"
      headingRef={headingRef}
      actions={
        <>
          <ViewLink />
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void downloadCsv()}
            disabled={!online || csvState.phase === 'busy' || list.problem !== null}
          >
            {csvState.phase === 'busy'
              ? 'Downloading CSV…'
              : filtered
                ? 'Download CSV (these filters)'
                : 'Download CSV (all leads)'}
          </button>
        </>
      }
    >
      <p className="inbox-csv-progress small muted" role="status" aria-live="polite">
        {csvState.phase === 'busy'
          ? `Downloading: ${formatBytes(csvState.progress.bytes)}, ${plural(csvState.progress.rows, 'row', 'rows')} so far…`
          : csvState.phase === 'done'
            ? `Downloaded ${csvState.name}: ${plural(csvState.progress.rows, 'row', 'rows')}, ${formatBytes(csvState.progress.bytes)}.`
            : ''}
      </p>
      {csvState.phase === 'error' ? (
        <p className="notice notice-error small" role="alert">
          {csvState.message}
        </p>
      ) : null}
      {!online ? (
        <p className="notice notice-warning">
          You are offline. The lead inbox reads and saves everything on the server and keeps nothing
          on this device, so it needs the network. It will work again as soon as you are back
          online.
        </p>
      ) : null}

      <InboxFiltersBar
        filters={filters}
        onChange={changeFilters}
        problem={list.problem}
        disabled={!online}
        owners={owners}
      />

      {linkedId ? (
        <section className="inbox-linked" aria-labelledby={`${id}-linked`}>
          <div className="inbox-linked-head">
            <h2 id={`${id}-linked`}>The lead from your link</h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={closeLinked}>
              Close
            </button>
          </div>
          {linked.error ? (
            <p className="notice notice-error small" role="alert">
              {linked.error.kind === 'not_found'
                ? 'This lead is not in the inbox any more: it may have been erased or passed its retention period.'
                : linked.error.message}
            </p>
          ) : linked.lead ? (
            <LeadTable
              leads={[linked.lead]}
              caption="The lead from your link"
              highlightId={linked.lead.id}
              owners={owners}
              onLeadUpdated={onLeadUpdated}
              onShowEmail={showEmail}
              onErase={canErase ? setErasing : undefined}
              onError={setActionError}
              rowIdPrefix="linked-"
            />
          ) : (
            <p className="inbox-state muted">Loading the lead…</p>
          )}
        </section>
      ) : null}

      <div className="inbox-counts">
        {total ? (
          <p className="inbox-total">
            <strong>{total}</strong>
            {filtered
              ? list.total === 1
                ? ' matches these filters'
                : ' match these filters'
              : ' in the inbox'}
          </p>
        ) : null}
        <p className="inbox-summary muted small" role="status" aria-live="polite">
          {announcement || summary}
        </p>
      </div>
      {actionError ? (
        <p className="notice notice-error small" role="alert">
          {actionError}
        </p>
      ) : null}

      <div id={`${id}-list`} aria-busy={list.phase === 'loading'}>
        {list.phase === 'error' && list.error ? (
          <LoadFailed className="inbox-state" message={list.error.message} onRetry={list.reload} />
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
            caption={`Leads, ${order}`}
            owners={owners}
            highlightId={linkedId}
            onLeadUpdated={onLeadUpdated}
            onShowEmail={showEmail}
            onErase={canErase ? setErasing : undefined}
            onError={setActionError}
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
      {erasing ? (
        <EraseDialog
          lead={erasing}
          onErased={(erased) => onErased(erasing, erased)}
          onClose={() => setErasing(null)}
        />
      ) : null}
    </StaffPage>
  );
}
