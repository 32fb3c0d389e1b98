import { Link } from 'react-router';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { MetricStats } from '@/features/status-pages/metric-stats';
import { ActionRow } from '@/features/status-pages/action-row';

const STATUS_PATH = '/internal/geo-social/status';
const DESTINATIONS = [
  { to: '/internal/civil-unrest-calculator', fallback: 'Calculator' },
  { to: '/internal/civil-unrest-pilot', fallback: 'Pilot' },
  { to: '/internal/civil-unrest-api', fallback: 'API' },
] as const;

/**
 * The older geo-social stress trigger page (spec 2.7), kept for reference and marked obsolete
 * (spec 2.10) so nobody mistakes it for something to sell.
 */
export function CivilUnrestSuitePage() {
  const { status, pending } = useVault().vault;
  const { civilUnrest: page } = status;
  return (
    <>
      <PortalPageTitle title={page.title} />
      <PageIntro
        title={page.title}
        badges={['Obsolete']}
        badgeTone="danger"
        eyebrow="Internal use only - archived"
      >
        <div className="notice notice-error pp-warning" role="note" aria-label="Obsolete">
          <p>
            <strong>{page.obsoleteNotice}</strong>
          </p>
          <p>
            <Link to={STATUS_PATH}>Read the current status: {status.geoSocial.title}</Link>
          </p>
        </div>
        <p className="lead">{page.description}</p>
      </PageIntro>

      <div className="pp-archived">
        <Block id="indices" title="The two indices">
          <div className="grid grid-2 pp-card-grid">
            {page.indices.map((index) => (
              <div key={index.name} className="card">
                <h3>{index.name}</h3>
                <p>{index.description}</p>
              </div>
            ))}
          </div>
        </Block>

        <Block id="metrics" title="Reported metrics (not validated)" alt>
          <MetricStats metrics={page.metrics} />
        </Block>

        <Block id="rule" title="Trigger rule">
          <ul className="check-list">
            {page.rule.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3>Alarm configuration example</h3>
          <pre className="pp-code">
            <code>{page.alarmExample}</code>
          </pre>
        </Block>

        <Block id="links" title="Related pages (withdrawn)" alt>
          <ActionRow
            label="Withdrawn pages"
            actions={DESTINATIONS.map(({ to, fallback }) => ({
              to,
              label: pending[to]?.title ?? fallback,
            }))}
          />
        </Block>
      </div>
    </>
  );
}
