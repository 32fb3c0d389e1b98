import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { ChallengeCards, PhaseTimeline } from '@/features/status-pages/research-status';
import { ActionRow } from '@/features/status-pages/action-row';

/** Geo-social stress research (spec 2.10): a status page whose main message is "do not sell". */
export function GeoSocialStatusPage() {
  const { status, msdSuite } = useVault().vault;
  const { geoSocial } = status;
  return (
    <>
      <PortalPageTitle title={geoSocial.title} />
      <PageIntro title={geoSocial.title} badges={geoSocial.badges} badgeTone="danger">
        <section className="notice notice-error pp-warning" aria-labelledby="geo-warning-title">
          <h2 id="geo-warning-title">
            <span aria-hidden="true">&#9888; </span>
            {geoSocial.warning.title}
          </h2>
          <div className="split">
            <div>
              <h3>Current status</h3>
              <ul>
                {geoSocial.warning.currentStatus.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>Sales guidance</h3>
              <ul>
                {geoSocial.warning.salesGuidance.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      </PageIntro>

      <Block id="challenges" title="Research challenges">
        <ChallengeCards challenges={geoSocial.challenges} />
      </Block>

      <Block id="timeline" title="Tentative timeline" alt>
        <PhaseTimeline phases={geoSocial.phases} />
        <p className="notice notice-warning pp-obsolete-note">
          <strong>Obsolete material: </strong>
          {geoSocial.obsoleteNote}
        </p>
      </Block>

      <Block id="instead" title="What to offer instead">
        <ActionRow
          label="Products to offer instead"
          actions={[
            { label: msdSuite.hero.title, to: '/internal/finance/suite' },
            { label: status.grid.title, to: '/internal/grid/overview' },
            { label: status.aerospace.title, to: '/internal/aerospace/overview' },
          ]}
        />
      </Block>
    </>
  );
}
