/** What the funnel page derives from a report (pure, so it is tested). */
import type { InsightsReport } from '@/shared/insights';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Each route's views over the whole range, in the report's route order. */
export function routeTotals(report: InsightsReport): { route: string; total: number }[] {
  return report.pageViews.map((row) => ({ route: row.route, total: sum(row.perDay) }));
}

/** The funnel's steps, widest first: views, Data In Action views, gate shown, leads, qualified. */
export function funnelSteps(report: InsightsReport): { label: string; count: number }[] {
  const views = routeTotals(report);
  return [
    { label: 'Page views', count: sum(views.map((row) => row.total)) },
    {
      label: 'Data In Action views',
      count: views.find((row) => row.route === '/data-in-action')?.total ?? 0,
    },
    { label: 'Gate shown', count: sum(report.gateViews) },
    { label: 'Leads stored', count: sum(report.submissions) },
    {
      label: 'Qualified leads',
      count: report.leadsByStatus.find((row) => row.status === 'qualified')?.count ?? 0,
    },
  ];
}
