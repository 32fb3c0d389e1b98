import { describe, expect, it } from 'vitest';
import type { InsightsReport } from '@/shared/insights';
import { funnelSteps, routeTotals } from './report-view';
import { lastDays } from './funnel-insight';

const report: InsightsReport = {
  from: '2026-03-01',
  to: '2026-03-03',
  days: ['2026-03-01', '2026-03-02', '2026-03-03'],
  pageViews: [
    { route: '/', perDay: [4, 0, 1] },
    { route: '/data-in-action', perDay: [2, 3, 0] },
    { route: '(other)', perDay: [0, 0, 7] },
  ],
  gateViews: [1, 2, 0],
  submissions: [0, 2, 1],
  leadsByStatus: [
    { status: 'new', count: 1 },
    { status: 'contacted', count: 0 },
    { status: 'qualified', count: 2 },
    { status: 'disqualified', count: 0 },
  ],
  leadsBySource: [{ source: '(direct)', campaign: '(none)', count: 3 }],
};

describe('funnel page figures', () => {
  it('totals each route over the range', () => {
    expect(routeTotals(report)).toEqual([
      { route: '/', total: 5 },
      { route: '/data-in-action', total: 5 },
      { route: '(other)', total: 7 },
    ]);
  });

  it('derives the funnel steps from the report, nothing else', () => {
    expect(funnelSteps(report)).toEqual([
      { label: 'Page views', count: 17 },
      { label: 'Data In Action views', count: 5 },
      { label: 'Gate shown', count: 3 },
      { label: 'Leads stored', count: 3 },
      { label: 'Qualified leads', count: 2 },
    ]);
    const empty = { ...report, pageViews: [], gateViews: [0, 0, 0], submissions: [0, 0, 0] };
    expect(
      funnelSteps(empty)
        .slice(0, 4)
        .map((step) => step.count),
    ).toEqual([0, 0, 0, 0]);
  });

  it('presets end today and include it', () => {
    expect(lastDays(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastDays(1, '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
