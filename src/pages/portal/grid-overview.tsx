import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { paths } from '@/shared/paths';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { MetricStats } from '@/features/status-pages/metric-stats';
import { PartnerCards } from '@/features/status-pages/partner-cards';
import { ActionRow } from '@/features/status-pages/action-row';

/** Grid storm alert pilot (spec 2.8): the facts, who we are recruiting and how to talk about it. */
export function GridOverviewPage() {
  const { grid } = useVault().vault.status;
  return (
    <>
      <PortalPageTitle title={grid.title} />
      <PageIntro
        back={{ to: paths.portal, label: 'Back to Portal' }}
        title={grid.title}
        badges={grid.badges}
        lead={grid.tagline}
      >
        <MetricStats metrics={grid.facts} className="pp-intro-stats" />
      </PageIntro>

      <Block id="overview" title="Overview">
        <div className="split">
          <p className="pp-prose">{grid.overview}</p>
          <div>
            <h3>Use cases</h3>
            <ul className="check-list">
              {grid.useCases.map((useCase) => (
                <li key={useCase}>{useCase}</li>
              ))}
            </ul>
          </div>
        </div>
      </Block>

      <Block id="partners" title="Pilot partners" alt>
        <PartnerCards partners={grid.pilotPartners} />
      </Block>

      <Block id="guidance" title="Sales guidance">
        <div className="notice notice-warning pp-guidance">
          <ul>
            {grid.guidance.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <ActionRow
          actions={[
            { label: 'Use Cases', to: '/internal/grid/use-cases' },
            { label: 'Public API Page', to: '/apis' },
            { label: 'Portal Home', to: paths.portal },
          ]}
        />
      </Block>
    </>
  );
}
