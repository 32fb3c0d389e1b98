import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/data-in-action';
import { dataInActionContent as copy } from '@/content/public/data-in-action';
import { AccessForm } from '@/features/leads/access-form';
import { loadGateRuntime, useGateRuntime } from '@/features/leads/gate-loader';
import { openChartWindow } from '@/features/leads/open-chart';
import { siteConfig } from '@/config';
import type { AccessFormValues } from '@/features/leads/submit-lead';
import { countHit } from '@/features/insights/count-hit';
import { paths } from '@/shared/paths';

type View = 'checking' | 'locked' | 'unlocked';

/**
 * The gate. The page paints and hydrates with the form alone; the stored flag, the outbox, the
 * rules and the unlocked view come with the gate's runtime just after (gate-loader.ts,
 * docs/decisions/0028), and the form stays busy until the flag has been read.
 */
export function DataInActionPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page shows the form; the stored flag is read once the page runs.
  const [view, setView] = useState<View>('checking');
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const { runtime } = useGateRuntime();

  useEffect(() => {
    if (!runtime) return;
    let cancelled = false;
    void runtime.openGate(searchParams).then((open) => {
      if (!cancelled) setView(open ? 'unlocked' : 'locked');
    });
    return () => {
      cancelled = true;
    };
  }, [runtime, searchParams]);

  // The gate shown: the access form, once the stored flag said the view is locked (decision 0027).
  useEffect(() => {
    if (view === 'locked') countHit('gate', paths.dataInAction);
  }, [view]);

  const handleSubmit = useCallback(
    async (values: AccessFormValues) => {
      // Already here: the form enables its button only once the runtime's rules hold.
      const gate = await loadGateRuntime();
      const lead = await gate.saveLead(values);
      setSubmittedId(lead.id);
      setView('unlocked');
      // Spec 7: after a successful submit the chart opens in a new tab; say so if it was blocked.
      setPopupBlocked(!openChartWindow(siteConfig.chartUrl));
      // The gate is passed: drop ?gate=1 so a reload keeps the view open.
      if (searchParams.has(gate.GATE_QUERY_PARAM)) {
        const next = new URLSearchParams(searchParams);
        next.delete(gate.GATE_QUERY_PARAM);
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }
      gate.deliverSavedLead();
    },
    [searchParams, setSearchParams],
  );

  const handleLock = useCallback(() => {
    loadGateRuntime()
      .then((gate) => gate.lockGate())
      .then(
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
          {/* Unlocked only by the runtime (the stored flag or a saved lead): it is here. */}
          {view === 'unlocked' && runtime ? (
            <runtime.ChartView
              copy={copy.chart}
              states={runtime.marketStates}
              onLock={handleLock}
              popupBlocked={popupBlocked}
            />
          ) : (
            <div className="gate-form-wrap card" aria-busy={view === 'checking'}>
              <AccessForm copy={copy.form} onSubmit={handleSubmit} />
            </div>
          )}
          {/* Nothing to say until the queue has been read, as before the runtime arrives. */}
          {runtime ? <runtime.LeadStatus copy={copy.status} submittedId={submittedId} /> : null}
        </div>
      </section>
    </>
  );
}
