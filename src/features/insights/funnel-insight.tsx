/**
 * /admin/insights (issue 28 item 1, decision 0027): the funnel for a date range (UTC days) as
 * charts, each with the same numbers in a table beside it and as CSV. The range lives in the
 * address (?from=&to=), so a reload or a shared link shows the same report.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { StaffPage } from '@/components/ui/staff-page';
import { BarChart, LineChart } from '@/components/charts';
import { staffGet } from '@/lib/staff-session';
import { checked } from '@/shared/checked';
import {
  addDays,
  INSIGHTS_API,
  INSIGHTS_DEFAULT_DAYS,
  insightsQuerySchema,
  insightsReportSchema,
  utcDay,
  type InsightsQuery,
  type InsightsReport,
} from '@/shared/insights';
import type { LeadStatus } from '@/shared/lead-admin';
import { funnelSteps, routeTotals } from './report-view';
import { LoadFailed } from '@/components/ui/load-failed';

const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  disqualified: 'Disqualified',
};

const PRESETS = [7, 30, 90, 365] as const;

/** The last `days` days up to today (UTC), both ends included. */
export function lastDays(days: number, today = utcDay(Date.now())): InsightsQuery {
  return { from: addDays(today, -(days - 1)), to: today };
}

type Load =
  | { state: 'loading' }
  | { state: 'loaded'; report: InsightsReport }
  | { state: 'failed'; message: string };

const fetchReport = (range: InsightsQuery, signal: AbortSignal) =>
  staffGet(
    `${INSIGHTS_API.report}?from=${range.from}&to=${range.to}`,
    insightsReportSchema,
    signal,
  );

export function FunnelInsight() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const fromAddress = checked(insightsQuerySchema, {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  const range = fromAddress.ok ? fromAddress.value : lastDays(INSIGHTS_DEFAULT_DAYS);
  const key = `${range.from}/${range.to}`;
  const [draft, setDraft] = useState(range);
  // The inputs follow the range shown when it changes (a preset, the back button).
  const [draftFor, setDraftFor] = useState(key);
  if (draftFor !== key) {
    setDraftFor(key);
    setDraft(range);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ key: string; load: Load } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const load: Load = result?.key === key ? result.load : { state: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    const [from, to] = key.split('/') as [string, string];
    fetchReport({ from, to }, controller.signal).then(
      (report) => setResult({ key, load: { state: 'loaded', report } }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult({
            key,
            load: {
              state: 'failed',
              message: error instanceof Error ? error.message : String(error),
            },
          });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const show = useCallback(
    (next: InsightsQuery) => {
      const result = checked(insightsQuerySchema, next);
      if (!result.ok) {
        setProblem(
          result.fields.includes('to') && next.from <= next.to
            ? 'Choose a range of at most 366 days.'
            : 'Choose a From day on or before the To day.',
        );
        return;
      }
      setProblem(null);
      setParams({ from: next.from, to: next.to });
    },
    [setParams],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    show(draft);
  }

  const report = load.state === 'loaded' ? load.report : null;
  const rangeText = `${range.from} to ${range.to} (UTC days, both included)`;

  return (
    <StaffPage block="insights" audience="Staff only" title="Funnel insight">
      <p className="muted insights-intro">
        Anonymous daily counts of public page views and of the Data In Action gate shown, with the
        leads stored in the same days. No visitor is identified or followed; see the README's
        Insight section for what is counted.
      </p>

      <form className="insights-range" onSubmit={submit} aria-label="Date range" noValidate>
        <div className="insights-presets" role="group" aria-label="Presets">
          {PRESETS.map((days) => {
            const preset = lastDays(days);
            const current = preset.from === range.from && preset.to === range.to;
            return (
              <button
                key={days}
                type="button"
                className={`btn btn-sm ${current ? 'btn-primary' : 'btn-secondary'}`}
                aria-pressed={current}
                onClick={() => show(preset)}
              >
                Last {days} days
              </button>
            );
          })}
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            required
            value={draft.from}
            min="2000-01-01"
            max="2100-12-31"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            name="to"
            required
            value={draft.to}
            min="2000-01-01"
            max="2100-12-31"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="insights-range-actions">
          <button type="submit" className="btn btn-secondary btn-sm">
            Show
          </button>
        </div>
        {problem ? (
          <p
            id={`${id}-problem`}
            className="notice notice-error small insights-problem"
            role="alert"
          >
            {problem}
          </p>
        ) : null}
      </form>

      <p className="muted small insights-status" role="status" aria-live="polite">
        {load.state === 'loading'
          ? `Loading ${rangeText}…`
          : load.state === 'loaded'
            ? `Showing ${rangeText}.`
            : ''}
      </p>

      {load.state === 'failed' ? (
        <LoadFailed
          message={load.message}
          onRetry={() => {
            setResult(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}

      {report ? <Charts report={report} /> : null}
    </StaffPage>
  );
}

function Charts({ report }: { report: InsightsReport }) {
  const file = (name: string) => `insight-${name}-${report.from}-to-${report.to}.csv`;
  const steps = funnelSteps(report);
  const routes = routeTotals(report);
  return (
    <div className="insights-charts">
      <BarChart
        title="Funnel"
        description="Totals for the range: every public page view, views of Data In Action, its gate shown, leads stored, and those leads now qualified."
        labelHeading="Step"
        labels={steps.map((step) => step.label)}
        series={[{ name: 'Count', values: steps.map((step) => step.count) }]}
        csvFilename={file('funnel')}
      />
      <BarChart
        title="Page views by route"
        description="Public pages by their route; every unknown path counts as (other)."
        labelHeading="Route"
        labels={routes.map((row) => row.route)}
        series={[{ name: 'Views', values: routes.map((row) => row.total) }]}
        csvFilename={file('views-by-route')}
        empty="No page views counted in this range."
      />
      <LineChart
        title="Page views per day, by route"
        labelHeading="Day"
        labels={report.pageViews.length ? report.days : []}
        series={report.pageViews.map((row) => ({ name: row.route, values: row.perDay }))}
        csvFilename={file('views-per-day')}
        empty="No page views counted in this range."
      />
      <LineChart
        title="Gate shown and leads stored, per day"
        labelHeading="Day"
        labels={report.days}
        series={[
          { name: 'Gate shown', values: report.gateViews },
          { name: 'Leads stored', values: report.submissions },
        ]}
        csvFilename={file('gate-and-leads-per-day')}
      />
      <BarChart
        title="Leads by status"
        description="The range's leads by their status now."
        labelHeading="Status"
        labels={report.leadsByStatus.map((row) => STATUS_LABELS[row.status])}
        series={[{ name: 'Leads', values: report.leadsByStatus.map((row) => row.count) }]}
        csvFilename={file('leads-by-status')}
      />
      <BarChart
        title="Leads by first-touch source and campaign"
        description="The utm_source (else the referring site) and utm_campaign each lead first arrived with."
        labelHeading="Source / campaign"
        labels={report.leadsBySource.map((row) => `${row.source} / ${row.campaign}`)}
        series={[{ name: 'Leads', values: report.leadsBySource.map((row) => row.count) }]}
        csvFilename={file('leads-by-source')}
        empty="No leads stored in this range."
      />
    </div>
  );
}
