import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVault } from '@/lib/vault-context';
import { currentSession, hasRole } from '@/lib/staff-session';
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
import { formatDate, formatDateTime } from '@/lib/date-time';
import { TeamTable, type TeamColumn } from './team-table';
import { TeamProblemNotice } from './team-problem';
import { TEAM_CACHE_KEYS } from './team-cache-keys';
import { useTeamSnapshot } from './use-team-snapshot';
import {
  courseModules,
  courseNames,
  quizCell,
  quizCsv,
  quizRows,
  rangeFromSearch,
  searchWithRange,
  type QuizRow,
} from './insight-view';
import { RangeControl, TeamInsight } from './team-insight';
import { RepActivity } from './rep-activity';
import type { ModuleId } from '@/shared/training-modules';
import type { InsightRange } from '@/shared/portal-insight';

/** The rep's name opens their drill-down (`?rep=`), keeping the range and anything else in the URL. */
function RepLink({ row }: { row: RepRow }) {
  const [search] = useSearchParams();
  const next = new URLSearchParams(search);
  next.set('rep', row.email);
  return (
    <Link
      to={{ search: `?${next}` }}
      className="team-rep-link"
      aria-label={`${row.name}: activity`}
    >
      <strong>{row.name}</strong>
    </Link>
  );
}

const REP_COLUMNS: ReadonlyArray<TeamColumn<RepRow>> = [
  {
    label: 'Name',
    nowrap: true,
    cell: (row) => (
      <>
        <RepLink row={row} />{' '}
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

/** "Foundations" from "Foundations: The Market State Detector": a column heading's room. */
const shortTitle = (title: string | undefined, id: string) => title?.split(':')[0]?.trim() || id;

function Tables({
  answer,
  course,
  catalogue,
  modules,
  drill,
}: {
  answer: PortalDashboardResponse;
  course: CourseInfo;
  catalogue: CatalogueEntry[];
  modules: readonly ModuleId[];
  /** The open rep's drill-down, shown under the reps table. */
  drill: ReactNode;
}) {
  const reps = useMemo(() => repRows(answer.reps, course), [answer, course]);
  const quizzes = useMemo(() => quizRows(answer.reps, modules), [answer, modules]);
  const quizColumns = useMemo<ReadonlyArray<TeamColumn<QuizRow>>>(
    () => [
      { label: 'Name', nowrap: true, cell: (row) => row.name },
      ...modules.map((id, index) => ({
        label: shortTitle(course.moduleTitles[id], id),
        numeric: true,
        nowrap: true,
        cell: (row: QuizRow) => quizCell(row.scores[index]) ?? '–',
      })),
    ],
    [modules, course],
  );
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
      {drill}
      <TeamTable
        id="team-quizzes"
        title="Quiz scores"
        description="Per module: the share of answers right at the first check of the rep's first pass, then the best first check over all their passes (a quiz is passed when every answer is right). – : not passed yet."
        columns={quizColumns}
        rows={quizzes}
        rowKey={(row) => row.email}
        empty="No rep has synced any activity yet."
        csv={{ fileName: file('quiz-scores'), text: () => quizCsv(quizzes, modules) }}
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
  const names = useMemo(() => courseNames(vault.training), [vault]);
  const modules = useMemo(() => courseModules(vault.training), [vault]);
  const [search, setSearch] = useSearchParams();
  // "Now" for the presets: fixed while the page is open, so a preset stays pressed.
  const [now] = useState(() => Date.now());
  const choice = rangeFromSearch(search, now);
  const rep = search.get('rep');
  // Bumped by Refresh and after an erasure: the charts and the drill-down load again.
  const [generation, setGeneration] = useState(0);
  const [erased, setErased] = useState<string | null>(null);
  const isAdmin = hasRole(currentSession(), 'admin');
  const setRange = useCallback(
    (range: InsightRange) => setSearch(searchWithRange(search, range)),
    [search, setSearch],
  );
  const closeRep = useCallback(() => {
    const next = new URLSearchParams(search);
    next.delete('rep');
    setSearch(next);
  }, [search, setSearch]);
  const onErased = useCallback(
    (email: string, count: number) => {
      setErased(`Erased ${count} ${count === 1 ? 'event' : 'events'} stored under ${email}.`);
      closeRep();
      setGeneration((n) => n + 1);
      refresh();
    },
    [closeRep, refresh],
  );
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
          onClick={() => {
            refresh();
            setGeneration((n) => n + 1);
          }}
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
      {erased ? (
        <p className="notice team-notice" role="status">
          {erased}
        </p>
      ) : null}
      <section className="team-table-section" aria-labelledby="team-over-time-title">
        <h2 id="team-over-time-title" className="team-section-title">
          Over time
        </h2>
        <RangeControl
          key={`${choice.range.from}:${choice.range.to}`}
          choice={choice}
          now={now}
          onChange={setRange}
        />
        <TeamInsight
          key={`${choice.range.from}:${choice.range.to}:${generation}`}
          range={choice.range}
        />
      </section>
      {snapshot ? (
        <Tables
          answer={snapshot.value}
          course={course}
          catalogue={catalogue}
          modules={modules}
          drill={
            rep ? (
              <RepActivity
                key={rep}
                email={rep}
                name={snapshot.value.reps.find((row) => row.email === rep)?.name ?? rep}
                generation={generation}
                range={choice.range}
                names={names}
                modules={modules}
                catalogue={catalogue}
                canErase={isAdmin}
                onClose={closeRep}
                onErased={onErased}
              />
            ) : null
          }
        />
      ) : problem ? null : (
        <p className="team-empty">Loading the team's figures…</p>
      )}
    </>
  );
}
