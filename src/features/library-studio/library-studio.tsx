import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/ui/staff-page';
import { useVault } from '@/lib/vault-context';
import { DocumentForm } from './document-form';
import { StudioError, studioApi, type StudioApi, type StudioAnswer } from './studio-api';
import { filterRows, openStudio, studioRows, type StateKind, type StudioRow } from './studio-model';
import { todayIso } from './today';
import { VersionsPanel } from './versions-panel';
import { LoadFailed } from '@/components/ui/load-failed';

const STATE_FILTERS: readonly { value: StateKind | ''; label: string }[] = [
  { value: '', label: 'Any state' },
  { value: 'draft', label: 'Has a draft' },
  { value: 'published', label: 'Published' },
  { value: 'expires', label: 'Expiring' },
  { value: 'expired', label: 'Expired' },
  { value: 'retired', label: 'Retired' },
];

type Loaded =
  | { phase: 'loading' }
  | { phase: 'ready'; answer: StudioAnswer; rows: StudioRow[] }
  | { phase: 'error'; error: StudioError; rows: StudioRow[] };

/** /admin/library: every document, its versions and states; new documents and new versions. */
export function LibraryStudio({ api: givenApi }: { api?: StudioApi }) {
  const id = useId();
  const { vault, contentKey } = useVault();
  const api = useMemo(() => givenApi ?? studioApi(), [givenApi]);
  const builtIns = vault.library.files;
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<StateKind | ''>('');
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selected = params.get('doc');

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const today = todayIso();
    api.loadStudio(controller.signal).then(
      async (answer) => {
        const opened = await openStudio(answer.documents, contentKey.key);
        if (controller.signal.aborted) return;
        setLoaded({
          phase: 'ready',
          answer,
          rows: studioRows(builtIns, answer.documents, opened, today),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({
          phase: 'error',
          error:
            error instanceof StudioError
              ? error
              : new StudioError('server', 'The library studio could not load. Try again.'),
          rows: studioRows(builtIns, [], new Map(), today),
        });
      },
    );
    return () => controller.abort();
  }, [api, builtIns, contentKey.key, reloads]);

  const rows = useMemo(() => (loaded.phase === 'loading' ? [] : loaded.rows), [loaded]);
  const shown = useMemo(() => filterRows(rows, query, state), [rows, query, state]);
  const row = selected && selected !== 'new' ? rows.find((r) => r.docId === selected) : undefined;
  const epochChanged = loaded.phase === 'ready' && loaded.answer.epoch !== contentKey.epoch;

  const open = (docId: string | null) => {
    const next = new URLSearchParams(params);
    if (docId) next.set('doc', docId);
    else next.delete('doc');
    setParams(next);
  };
  const onSaved = (text: string) => {
    setAnnouncement(text);
    reload();
  };
  const backToList = () => {
    open(null);
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  return (
    <StaffPage
      block="studio"
      audience="Managers and admins"
      title="Library studio"
      headingRef={headingRef}
      intro={
        <p className="muted small">
          Publish, update and retire library documents without a deploy. Files are encrypted in this
          browser before they are sent.
        </p>
      }
      actions={
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open('new')}>
          New document
        </button>
      }
    >
      {epochChanged ? (
        <p className="notice notice-error" role="alert">
          The portal key changed since this page unlocked it. Reload the page before publishing.
        </p>
      ) : null}
      {loaded.phase === 'error' ? (
        <LoadFailed message={loaded.error.message} onRetry={reload}>
          <p className="small">The build’s documents are listed below; studio documents are not.</p>
        </LoadFailed>
      ) : null}
      <p className="studio-summary muted small" role="status" aria-live="polite">
        {announcement}
      </p>

      {selected === 'new' ? (
        <DocumentForm
          key="new"
          api={api}
          row={null}
          rows={rows}
          personas={vault.playbook.personas}
          onSaved={(text, docId) => {
            onSaved(text);
            open(docId);
          }}
          onCancel={backToList}
          onConflict={reload}
        />
      ) : row ? (
        <div className="studio-document">
          <p>
            <button type="button" className="btn btn-ghost btn-sm" onClick={backToList}>
              ← All documents
            </button>
          </p>
          <DocumentForm
            key={`${row.docId}:${row.latestVersion}`}
            api={api}
            row={row}
            rows={rows}
            personas={vault.playbook.personas}
            onSaved={(text) => onSaved(text)}
            onCancel={backToList}
            onConflict={reload}
          />
          <VersionsPanel api={api} row={row} onChanged={onSaved} />
        </div>
      ) : selected ? (
        <p className="notice" role="alert">
          {loaded.phase === 'loading'
            ? 'Loading the document…'
            : 'This document is not in the library.'}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={backToList}>
            All documents
          </button>
        </p>
      ) : (
        <>
          <div className="studio-filters" role="search">
            <div className="field">
              <label htmlFor={`${id}-q`}>Search documents</label>
              <input
                id={`${id}-q`}
                type="search"
                value={query}
                placeholder="Title, category, file name, person"
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-state`}>State</label>
              <select
                id={`${id}-state`}
                value={state}
                onChange={(event) => setState(event.target.value as StateKind | '')}
              >
                {STATE_FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="muted small" aria-live="polite">
            {loaded.phase === 'loading'
              ? 'Loading documents…'
              : `Showing ${shown.length} of ${rows.length} documents.`}
          </p>
          <div className="studio-table-wrap" aria-busy={loaded.phase === 'loading'}>
            <table className="studio-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Category</th>
                  <th scope="col">State</th>
                  <th scope="col">Version</th>
                  <th scope="col">Last change</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.docId}>
                    <th scope="row" data-label="Title">
                      <a
                        href={`?doc=${encodeURIComponent(r.docId)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          open(r.docId);
                        }}
                      >
                        {r.title}
                      </a>
                      {r.origin === 'built-in' ? (
                        <span className="studio-origin muted small"> Built in</span>
                      ) : null}
                    </th>
                    <td data-label="Category">{r.category}</td>
                    <td data-label="State">
                      <span className={`badge studio-state studio-state-${r.state.kind}`}>
                        {r.state.label}
                      </span>
                      {r.hasDraft && r.state.kind !== 'draft' ? (
                        <span className="badge studio-state studio-state-draft">Draft</span>
                      ) : null}
                    </td>
                    <td data-label="Version">
                      {r.currentVersion === null
                        ? `— (latest ${r.latestVersion})`
                        : r.currentVersion === 0
                          ? 'Build'
                          : r.currentVersion}
                    </td>
                    <td data-label="Last change">{r.changedAt}</td>
                    <td data-label="By">{r.changedBy ?? (r.doc ? '—' : 'The build')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </StaffPage>
  );
}
