import { useMemo } from 'react';
import { useVault } from '@/lib/vault-context';
import { portalDashboardSchema } from '@/shared/portal-answers';
import { PORTAL_API } from '@/shared/portal-sync-api';
import type { PortalDashboardResponse, SearchGap } from '@/shared/portal-dashboard';
import {
  courseFromTraining,
  csvFileName,
  documentRows,
  documentsCsv,
  neverOpenedCsv,
  neverOpenedRows,
  repRows,
  repsCsv,
  searchGapsCsv,
  type CatalogueEntry,
  type CourseInfo,
  type DocumentRow,
  type RepRow,
} from './dashboard-view';
import { formatDate, formatDateTime } from './format';
import { TeamTable, type TeamColumn } from './team-table';
import { TeamProblemNotice } from './team-problem';
import { TEAM_CACHE_KEYS } from './team-cache-keys';
import { useTeamSnapshot } from './use-team-snapshot';

const REP_COLUMNS: ReadonlyArray<TeamColumn<RepRow>> = [
  {
    label: 'Name',
    nowrap: true,
    cell: (row) => (
      <>
        <strong>{row.name}</strong>{' '}
        {row.verified ? null : (
          <span
            className="team-unverified"
            title="Some of this rep's activity came from a device unlocked with the shared portal password, so the name and email were self-declared."
          >
            unverified
          </span>
        )}
      </>
    ),
  },
  { label: 'Email', cell: (row) => <span className="team-email">{row.email}</span> },
  {
    label: 'Complete',
    numeric: true,
    cell: (row) => (
      <span className="team-percent">
        <span>{row.percent}%</span>
        <span className="muted small">
          {row.completed} of {row.total} lessons
        </span>
      </span>
    ),
  },
  { label: 'Current module', cell: (row) => row.currentModule ?? 'All complete' },
  {
    label: 'Certified',
    nowrap: true,
    cell: (row) => (row.certifiedAt ? formatDate(row.certifiedAt) : 'Not yet'),
  },
  { label: 'Last active', nowrap: true, cell: (row) => formatDateTime(row.lastActiveAt) },
];

const DOCUMENT_COLUMNS: ReadonlyArray<TeamColumn<DocumentRow>> = [
  { label: 'Rank', numeric: true, cell: (_row, index) => index + 1 },
  {
    label: 'Document',
    cell: (row) =>
      row.title === null ? (
        <span className="team-doc">
          <span>Not in this library</span>
          <span className="muted small">{row.documentId}</span>
        </span>
      ) : (
        <span className="team-doc">
          <span>{row.title}</span>
          <span className="muted small">{row.category}</span>
        </span>
      ),
  },
  { label: 'Views', numeric: true, cell: (row) => row.views },
  { label: 'Downloads', numeric: true, cell: (row) => row.downloads },
];

const NEVER_OPENED_COLUMNS: ReadonlyArray<TeamColumn<CatalogueEntry>> = [
  { label: 'Document', cell: (row) => row.title },
  { label: 'Category', cell: (row) => row.category },
];

const SEARCH_COLUMNS: ReadonlyArray<TeamColumn<SearchGap>> = [
  { label: 'Search', cell: (row) => <q>{row.query}</q> },
  { label: 'Searches', numeric: true, cell: (row) => row.searches },
  { label: 'Reps', numeric: true, cell: (row) => row.reps },
  { label: 'Last searched', nowrap: true, cell: (row) => formatDateTime(row.lastSearchedAt) },
];

const WINDOWS = [
  {
    key: 'last7Days',
    id: 'team-docs-7',
    table: 'documents-7-days',
    title: 'Most opened: last 7 days',
    empty: 'No document was opened in the last 7 days.',
  },
  {
    key: 'last30Days',
    id: 'team-docs-30',
    table: 'documents-30-days',
    title: 'Most opened: last 30 days',
    empty: 'No document was opened in the last 30 days.',
  },
  {
    key: 'allTime',
    id: 'team-docs-all',
    table: 'documents-all-time',
    title: 'Most opened: all time',
    empty: 'No document has been opened yet.',
  },
] as const;

function Tables({
  answer,
  course,
  catalogue,
}: {
  answer: PortalDashboardResponse;
  course: CourseInfo;
  catalogue: CatalogueEntry[];
}) {
  const reps = useMemo(() => repRows(answer.reps, course), [answer, course]);
  const unopened = useMemo(
    () => neverOpenedRows(catalogue, answer.documents.openedIds),
    [answer, catalogue],
  );
  const file = (table: string) => csvFileName(table, answer.generatedAt);
  return (
    <>
      <TeamTable
        id="team-reps"
        title="Reps"
        description="Training progress after each rep's latest reset, on any of their devices. Certified is the date the rep's certificate was first issued."
        columns={REP_COLUMNS}
        rows={reps}
        rowKey={(row) => row.email}
        empty="No rep has synced any activity yet. A rep appears here once they have given their name on a device and completed a lesson, opened a document or searched."
        csv={{ fileName: file('reps'), text: () => repsCsv(reps) }}
      />
      {WINDOWS.map((window) => {
        const rows = documentRows(answer.documents[window.key], catalogue);
        return (
          <TeamTable
            key={window.key}
            id={window.id}
            title={window.title}
            description="Views and downloads by every rep, most opened first (top 20)."
            columns={DOCUMENT_COLUMNS}
            rows={rows}
            rowKey={(row) => row.documentId}
            empty={window.empty}
            csv={{ fileName: file(window.table), text: () => documentsCsv(rows) }}
          />
        );
      })}
      <TeamTable
        id="team-search-gaps"
        title="Searches with no results"
        description="What reps looked for in the library and the header search and did not find: the library's content gaps (top 20, most searched first)."
        columns={SEARCH_COLUMNS}
        rows={answer.searchesWithoutResults}
        rowKey={(row) => row.query}
        empty="No search has come back empty yet."
        csv={{
          fileName: file('searches-without-results'),
          text: () => searchGapsCsv(answer.searchesWithoutResults),
        }}
      />
      <TeamTable
        id="team-never-opened"
        title="Never opened"
        description={`${unopened.length} of ${catalogue.length} documents in the library have never been viewed or downloaded by any rep.`}
        columns={NEVER_OPENED_COLUMNS}
        rows={unopened}
        rowKey={(row) => row.id}
        empty="Every document in the library has been opened at least once."
        folded={`Show the ${unopened.length} documents`}
        csv={{ fileName: file('never-opened'), text: () => neverOpenedCsv(unopened) }}
      />
    </>
  );
}

/** The team dashboard (issue 15, item 6): one aggregate answer, kept on the device for offline. */
export function TeamDashboard() {
  const { vault, lock } = useVault();
  const { snapshot, problem, loading, refresh } = useTeamSnapshot(
    TEAM_CACHE_KEYS.dashboard,
    PORTAL_API.dashboard,
    portalDashboardSchema,
    'session',
  );
  const course = useMemo(() => courseFromTraining(vault.training), [vault]);
  const catalogue = useMemo<CatalogueEntry[]>(
    () => vault.library.files.map(({ id, title, category }) => ({ id, title, category })),
    [vault],
  );

  return (
    <>
      <div className="team-status" aria-live="polite">
        {snapshot ? (
          <p className="team-as-of">
            As of{' '}
            <time dateTime={snapshot.value.generatedAt}>
              {formatDateTime(snapshot.value.generatedAt)}
            </time>
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={refresh}
          disabled={loading}
        >
          {loading ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {problem ? (
        <TeamProblemNotice
          problem={problem}
          hasSnapshot={!!snapshot}
          what="the team's figures"
          onAskPassword={() => void lock()}
        />
      ) : null}
      {snapshot ? (
        <Tables answer={snapshot.value} course={course} catalogue={catalogue} />
      ) : problem ? null : (
        <p className="team-empty">Loading the team's figures…</p>
      )}
    </>
  );
}
