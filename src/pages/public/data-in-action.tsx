import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/data-in-action';
import { dataInActionContent as copy } from '@/content/public/data-in-action';
import { marketStates } from '@/content/public/market-states';
import { getDatabase } from '@/lib/db';
import { AccessForm } from '@/features/leads/access-form';
import { ChartView } from '@/features/leads/chart-view';
import { openChartWindow } from '@/features/leads/open-chart';
import { siteConfig } from '@/config';
import { LeadStatus } from '@/features/leads/lead-status';
import {
  clearGateFlag,
  GATE_QUERY_PARAM,
  isGateOpen,
  readGateFlag,
} from '@/features/leads/gate-flag';
import { submitLead, type AccessFormValues } from '@/features/leads/submit-lead';
import { requestOutboxFlush, startOutboxSync } from '@/lib/outbox/scheduler';
import { registerOutboxSync } from '@/lib/outbox/background-sync';
import { requestPersistentStorage } from '@/lib/storage';
import { countHit } from '@/features/insights/count-hit';
import { paths } from '@/app/paths';

type View = 'checking' | 'locked' | 'unlocked';

export function DataInActionPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows the form; the stored flag is read once the page runs.
  const [view, setView] = useState<View>('checking');
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);

  useEffect(() => {
    startOutboxSync();
    let cancelled = false;
    void readGateFlag(getDatabase())
      .catch(() => false)
      .then((stored) => {
        if (!cancelled) setView(isGateOpen(stored, searchParams) ? 'unlocked' : 'locked');
      });
    return () => {
      cancelled = true;
    };
  }, [searchParams]);

  // The gate shown: the access form, once the stored flag said the view is locked (decision 0027).
  useEffect(() => {
    if (view === 'locked') countHit('gate', paths.dataInAction);
  }, [view]);

  const handleSubmit = useCallback(
    async (values: AccessFormValues) => {
      const lead = await submitLead(getDatabase(), values);
      setSubmittedId(lead.id);
      setView('unlocked');
      // Spec 7: after a successful submit the chart opens in a new tab; say so if it was blocked.
      setPopupBlocked(!openChartWindow(siteConfig.chartUrl));
      // The gate is passed: drop ?gate=1 so a reload keeps the view open.
      if (searchParams.has(GATE_QUERY_PARAM)) {
        const next = new URLSearchParams(searchParams);
        next.delete(GATE_QUERY_PARAM);
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }
      void requestOutboxFlush();
      void registerOutboxSync();
      void requestPersistentStorage();
    },
    [searchParams, setSearchParams],
  );

  const handleLock = useCallback(() => {
    clearGateFlag(getDatabase()).then(
      () => {
        setPopupBlocked(false);
        setView('locked');
      },
      // Storage refused: the view stays open rather than showing a lock the next visit would undo.
      (error: unknown) => console.warn('Could not lock the signal history again', error),
    );
  }, []);

  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <section className="section gate-section" aria-label="Signal history access">
        <div className="container">
          {view === 'unlocked' ? (
            <ChartView
              copy={copy.chart}
              states={marketStates}
              onLock={handleLock}
              popupBlocked={popupBlocked}
            />
          ) : (
            <div className="gate-form-wrap card" aria-busy={view === 'checking'}>
              <AccessForm copy={copy.form} onSubmit={handleSubmit} />
            </div>
          )}
          <LeadStatus copy={copy.status} submittedId={submittedId} />
        </div>
      </section>
    </>
  );
}
