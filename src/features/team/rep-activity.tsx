import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { apiError, staffFetch } from '@/lib/staff-session';
import { PORTAL_API } from '@/shared/portal-sync-api';
import { portalRepActivitySchema, type InsightRange } from '@/shared/portal-insight';
import type { ModuleId } from '@/shared/training-modules';
import type { CatalogueEntry } from './dashboard-view';
import { formatDate, formatDateTime } from '@/lib/date-time';
import {
  quizCell,
  timelineCsv,
  timelineRows,
  type CourseNames,
  type TimelineRow,
} from './insight-view';
import { TeamTable, type TeamColumn } from './team-table';
import { InsightMissing } from './team-insight';
import { useTeamSnapshot } from './use-team-snapshot';

const TIMELINE_COLUMNS: ReadonlyArray<TeamColumn<TimelineRow>> = [
  {
    label: 'When',
    nowrap: true,
    cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>,
  },
  { label: 'Activity', cell: (row) => row.what },
  { label: 'Subject', cell: (row) => row.detail },
  { label: 'Details', cell: (row) => row.note },
];

interface RepActivityProps {
  email: string;
  /** The name the dashboard shows for the rep (the email when it has none). */
  name: string;
  range: InsightRange;
  names: CourseNames;
  modules: readonly ModuleId[];
  catalogue: readonly CatalogueEntry[];
  /** Changes when the page reloads its figures (Refresh, an erasure): the activity loads again. */
  generation: number;
  /** Admins may erase the rep's data here; managers see no erase control. */
  canErase: boolean;
  onClose: () => void;
  /** After an erasure: the page refreshes its figures and closes this panel. */
  onErased: (email: string, erased: number) => void;
}

/** One rep's drill-down (issue 28 item 8): quiz scores and activity in the range; erasure for admins. */
export function RepActivity({
  email,
  name,
  range,
  names,
  modules,
  catalogue,
  generation,
  canErase,
  onClose,
  onErased,
}: RepActivityProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens below the table: the focus follows, so a keyboard user lands on it. Keyed by
  // the rep, so a new range does not take the focus from the range's controls.
  useEffect(() => heading.current?.focus(), []);
  const cacheKey = `rep-activity:${email}:${range.from}:${range.to}`;
  return (
    <section className="team-drilldown" aria-labelledby={`${id}-title`}>
      <div className="team-drilldown-head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          Activity: {name}
        </h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      <ActivityBody
        key={`${cacheKey}:${generation}`}
        cacheKey={cacheKey}
        email={email}
        range={range}
        names={names}
        modules={modules}
        catalogue={catalogue}
      />
      {canErase ? <EraseRep email={email} name={name} onErased={onErased} /> : null}
    </section>
  );
}

function ActivityBody({
  cacheKey,
  email,
  range,
  names,
  modules,
  catalogue,
}: {
  cacheKey: string;
  email: string;
  range: InsightRange;
  names: CourseNames;
  modules: readonly ModuleId[];
  catalogue: readonly CatalogueEntry[];
}) {
  const path = `${PORTAL_API.repActivity}?${new URLSearchParams({ email, ...range })}`;
  const { snapshot, problem } = useTeamSnapshot(cacheKey, path, portalRepActivitySchema, 'session');
  const answer = snapshot?.value;
  const rows = useMemo(
    () => (answer ? timelineRows(answer.entries, names, catalogue) : []),
    [answer, names, catalogue],
  );
  return (
    <>
      <p className="muted small">
        {email}. Certified:{' '}
        {answer ? (answer.certifiedAt ? formatDate(answer.certifiedAt) : 'Not yet') : '…'}
      </p>
      {answer ? (
        <>
          <div className="team-table-wrap">
            <table className="team-table" id="team-rep-quizzes">
              <caption className="team-caption">
                Quiz scores: first check of the first pass / best first check
              </caption>
              <thead>
                <tr>
                  <th scope="col">Module</th>
                  <th scope="col" className="team-num">
                    First / best
                  </th>
                  <th scope="col" className="team-num">
                    Passes
                  </th>
                </tr>
              </thead>
              <tbody>
                {modules.map((moduleId) => {
                  const score = answer.quizzes.find((quiz) => quiz.moduleId === moduleId);
                  return (
                    <tr key={moduleId}>
                      <td data-label="Module">{names.modules[moduleId] ?? moduleId}</td>
                      <td data-label="First / best" className="team-num">
                        {quizCell(score) ?? 'Not passed'}
                      </td>
                      <td data-label="Passes" className="team-num">
                        {score?.passes ?? 0}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <TeamTable
            id="team-rep-timeline"
            title="Activity in the range"
            description={`Lessons, quizzes, resets, certification and documents opened, newest first, ${answer.from} to ${answer.to}.${answer.truncated ? ' Only the newest 1,000 are listed.' : ''}`}
            columns={TIMELINE_COLUMNS}
            rows={rows}
            rowKey={(row) => row.key}
            empty="No activity in this range."
            csv={{
              fileName: `team-activity-${email}-${answer.from}-to-${answer.to}.csv`,
              text: () => timelineCsv(rows),
            }}
          />
        </>
      ) : problem ? (
        <InsightMissing problem={problem} what="This rep's activity" />
      ) : (
        <p className="team-empty">Loading this rep's activity…</p>
      )}
    </>
  );
}

type EraseState =
  { step: 'closed' } | { step: 'confirm'; typed: string; problem: string | null; busy: boolean };

/** An admin erases every event stored under the email: DELETE /api/portal/reps, as the service token does. */
function EraseRep({
  email,
  name,
  onErased,
}: {
  email: string;
  name: string;
  onErased: (email: string, erased: number) => void;
}) {
  const id = useId();
  const [state, setState] = useState<EraseState>({ step: 'closed' });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.step === 'confirm' && !state.busy && state.typed === '') input.current?.focus();
  }, [state]);

  if (state.step === 'closed')
    return (
      <div className="team-erase">
        <button
          type="button"
          className="btn btn-secondary btn-sm team-erase-open"
          onClick={() => setState({ step: 'confirm', typed: '', problem: null, busy: false })}
        >
          Erase this rep's data…
        </button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Lower case is enough to confirm (the stored email is); importing the events' schema here would
    // split it into a chunk of its own that public pages then load.
    if (state.typed.trim().toLowerCase() !== email.toLowerCase()) {
      setState({ ...state, problem: `Type ${email} to confirm.` });
      return;
    }
    setState({ ...state, busy: true, problem: null });
    let response: Response;
    try {
      response = await staffFetch(`${PORTAL_API.reps}?${new URLSearchParams({ email })}`, {
        method: 'DELETE',
      });
    } catch {
      setState({
        ...state,
        busy: false,
        problem: 'The server could not be reached. Nothing was erased; try again when online.',
      });
      return;
    }
    if (!response.ok) {
      const { message } = await apiError(response);
      setState({ ...state, busy: false, problem: `Nothing was erased: ${message}` });
      return;
    }
    const body = (await response.json().catch(() => null)) as { erased?: unknown } | null;
    onErased(email, typeof body?.erased === 'number' ? body.erased : 0);
  };

  return (
    <form
      className="team-erase team-erase-confirm"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`}>Erase {name}'s data</h3>
      <p>
        This deletes every event stored under {email}: lessons, quizzes, resets, documents opened
        and searches. It cannot be undone, and the erasure is recorded in the audit log. Events a
        device has not sent yet are stored when they arrive. A person in the directory stays there
        (People page).
      </p>
      <label htmlFor={`${id}-email`}>Type the rep's email to confirm</label>
      <input
        id={`${id}-email`}
        ref={input}
        type="email"
        autoComplete="off"
        value={state.typed}
        onChange={(event) => setState({ ...state, typed: event.target.value, problem: null })}
        aria-describedby={state.problem ? `${id}-problem` : undefined}
        aria-invalid={state.problem ? true : undefined}
      />
      {state.problem ? (
        <p id={`${id}-problem`} className="team-range-problem" role="alert">
          {state.problem}
        </p>
      ) : null}
      <p className="actions">
        <button
          type="submit"
          className="btn btn-secondary btn-sm team-danger"
          disabled={state.busy}
        >
          {state.busy ? 'Erasing…' : 'Erase permanently'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => setState({ step: 'closed' })}
          disabled={state.busy}
        >
          Cancel
        </button>
      </p>
    </form>
  );
}
