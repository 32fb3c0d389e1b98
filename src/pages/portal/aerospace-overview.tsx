import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { Section } from '@/components/ui/section';
import { paths } from '@/shared/paths';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { MetricStats } from '@/features/status-pages/metric-stats';
import { PartnerCards } from '@/features/status-pages/partner-cards';
import { AltitudeRisks } from '@/features/status-pages/altitude-risks';
import { ActionRow } from '@/features/status-pages/action-row';

/**
 * Aerospace radiation warning in beta (spec 2.9). Sections fade in on scroll (the shared Section).
 * The confidential section headings come from the vault, like the rest of the page.
 */
export function AerospaceOverviewPage() {
  const { aerospace } = useVault().vault.status;
  return (
    <>
      <PortalPageTitle title={aerospace.title} />
      <PageIntro
        back={{ to: paths.portal, label: 'Back to Portal' }}
        title={aerospace.title}
        badges={aerospace.badges}
        badgeTone="warn"
        lead={aerospace.tagline}
      />

      <Section id="metrics" title="Performance Metrics">
        <MetricStats metrics={aerospace.metrics} className="pp-big-stats" />
      </Section>

      <Section id="partners" title={aerospace.headings.partners} alt>
        <PartnerCards partners={aerospace.betaPartners} />
      </Section>

      <Section id="altitude" title={aerospace.headings.altitude}>
        <AltitudeRisks risks={aerospace.altitudeRisks} />
      </Section>

      <Section id="forbush" title={aerospace.forbush.title} alt narrow>
        <div className="pp-prose">
          {aerospace.forbush.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="strategy" title={aerospace.headings.strategy}>
        <div className="split">
          <div>
            <h3>Key messages</h3>
            <ul className="check-list">
              {aerospace.strategy.keyMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Timeline</h3>
            <ol className="pp-timeline">
              {aerospace.strategy.timeline.map((step) => (
                <li key={step.when} className="pp-timeline-item pp-timeline-info">
                  <div className="pp-timeline-head">
                    <span className="pp-timeline-when">{step.when}</span>
                  </div>
                  <p>{step.what}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <ActionRow
          actions={[
            { label: 'Radiation Details', to: '/internal/aerospace/radiation' },
            { label: 'Public API Page', to: '/apis' },
            { label: 'Back to Portal', to: paths.portal },
          ]}
        />
      </Section>
    </>
  );
}
