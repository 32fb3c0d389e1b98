import { useId, useState, type FormEvent } from 'react';
import { BarChart, LineChart } from '@/components/charts';
import { PORTAL_API } from '@/shared/portal-sync-api';
import {
  lastWeeks,
  parseDay,
  portalInsightSchema,
  RANGE_PRESETS_WEEKS,
  resolveRange,
  type InsightRange,
} from '@/shared/portal-insight';
import { formatDate } from '@/lib/date-time';
import { insightCharts, insightCsvName, type RangeChoice } from './insight-view';
import type { TeamProblem } from './team-api';
import { useTeamSnapshot } from './use-team-snapshot';

/**
 * Why an insight read has nothing to show. The page's own notice (team-problem.tsx) already tells
 * the offline or signed-out state once; with a cached answer these say nothing more.
 */
export function InsightMissing({ problem, what }: { problem: TeamProblem; what: string }) {
  const reason =
    problem.kind === 'offline'
      ? 'you are offline and this device has not loaded them before'
      : problem.kind === 'unavailable'
        ? `the server answered with status ${problem.status}; try Refresh in a moment`
        : 'see the notice above';
  return (
    <p className="team-empty" role="status">
      {what} could not be loaded: {reason}.
    </p>
  );
}

interface RangeControlProps {
  choice: RangeChoice;
  now: number;
  onChange: (range: InsightRange) => void;
}

/** Presets and a from/to pair; the chosen range lives in the URL (the page's caller keeps it). */
export function RangeControl({ choice, now, onChange }: RangeControlProps) {
  const id = useId();
  const [from, setFrom] = useState(choice.range.from);
  const [to, setTo] = useState(choice.range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result =
      parseDay(from) === null || parseDay(to) === null
        ? { ok: false as const, message: 'Enter both dates, like 2026-01-31.' }
        : resolveRange(from, to, now);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    setFrom(result.range.from);
    setTo(result.range.to);
    onChange(result.range);
  };
  const pick = (weeks: number) => {
    const range = lastWeeks(weeks, now);
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
    onChange(range);
  };
  return (
    <div className="team-range">
      <div className="team-range-presets" role="group" aria-label="Date range presets">
        {RANGE_PRESETS_WEEKS.map((weeks) => (
          <button
            key={weeks}
            type="button"
            className="btn btn-secondary btn-sm"
            aria-pressed={choice.preset === weeks}
            onClick={() => pick(weeks)}
          >
            Last {weeks} weeks
          </button>
        ))}
      </div>
      <form className="team-range-form" onSubmit={apply} noValidate>
        <span className="team-range-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
          />
        </span>
        <span className="team-range-field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            aria-invalid={problem ? true : undefined}
          />
        </span>
        <button type="submit" className="btn btn-primary btn-sm">
          Show range
        </button>
      </form>
      {problem || choice.problem ? (
        <p id={`${id}-problem`} className="team-range-problem" role="alert">
          {problem ??
            `The link's range was not used (${choice.problem}); showing the last 12 weeks.`}
        </p>
      ) : null}
      <p className="muted small team-range-note">
        Showing the weeks of {formatDate(`${choice.range.from}T00:00:00Z`)} to{' '}
        {formatDate(`${choice.range.to}T00:00:00Z`)}. Weeks run Monday to Sunday (UTC); a range is
        widened to whole weeks.
      </p>
    </div>
  );
}

const percent = (value: number) => `${value}%`;

/** The three charts over the range (issue 28 item 2), each with its table and CSV. */
export function TeamInsight({ range }: { range: InsightRange }) {
  const cacheKey = `insight:${range.from}:${range.to}`;
  const path = `${PORTAL_API.insight}?from=${range.from}&to=${range.to}`;
  const { snapshot, problem } = useTeamSnapshot(cacheKey, path, portalInsightSchema, 'session');
  if (!snapshot)
    return problem ? (
      <InsightMissing problem={problem} what="The figures for this range" />
    ) : (
      <p className="team-empty">Loading the figures over time…</p>
    );
  const answer = snapshot.value;
  const charts = insightCharts(answer);
  return (
    <div className="team-charts">
      <LineChart
        title="Certified reps"
        description="At the end of each week: reps certified by then (a later reset does not revoke it) and every rep with synced activity by then."
        labels={charts.labels}
        labelHeading="Week of"
        series={charts.certified}
        csvFilename={insightCsvName('certified-reps', answer)}
      />
      <LineChart
        title="Average completion"
        description={`At the end of each week: lessons counted after each rep's latest reset, over the course's ${answer.courseLessons} lessons, averaged across those reps.`}
        labels={charts.labels}
        labelHeading="Week of"
        series={charts.completion}
        format={percent}
        yMax={100}
        csvFilename={insightCsvName('average-completion', answer)}
      />
      <BarChart
        title="Documents opened per week"
        description="Views and downloads by every rep, per week."
        labels={charts.labels}
        labelHeading="Week of"
        series={charts.documents}
        csvFilename={insightCsvName('documents-opened', answer)}
      />
    </div>
  );
}
