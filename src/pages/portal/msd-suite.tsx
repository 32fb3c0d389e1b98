import { useLocation } from 'react-router';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { paths } from '@/shared/paths';
import { useVault } from '@/lib/vault-context';
import { MailButton } from '@/features/mail/mail-button';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { MetricStats } from '@/features/status-pages/metric-stats';
import { ActionRow } from '@/features/status-pages/action-row';
import { MsdStateCard } from '@/features/sales-tools/msd-state-card';
import {
  AccessPrograms,
  ApiEndpoints,
  DeliveryChannels,
} from '@/features/sales-tools/access-programs';
import { msdPageVariant } from '@/features/sales-tools/msd-variant';

const MAILBOX_ACTION = {
  contact: 'Email',
  sales: 'Email Sales',
  research: 'Email Research',
} as const;

/**
 * The Market State Detector internal page (spec 2.5). On /internal/msd/suite it is the product
 * overview reached from onboarding; on the finance paths it leads with sales positioning.
 */
export function MsdSuitePage() {
  const { vault } = useVault();
  const { msdSuite: suite, mail } = vault;
  const positioning = msdPageVariant(useLocation().pathname) === 'positioning';
  const back = positioning
    ? { to: paths.portal, label: 'Back to Portal' }
    : { to: paths.employeeOnboarding, label: 'Back to Onboarding' };

  return (
    <>
      <PortalPageTitle
        title={positioning ? `${suite.hero.title}: Sales Positioning` : suite.hero.title}
      />
      <PageIntro
        back={back}
        eyebrow={suite.hero.eyebrow}
        title={suite.hero.title}
        lead={suite.hero.lead}
      />

      {positioning ? (
        <Block id="positioning" title={suite.positioning.title}>
          <ul className="check-list pp-points">
            {suite.positioning.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <ActionRow actions={suite.positioning.nextSteps} />
        </Block>
      ) : null}

      <Block id="claims" title="Ultra-selective by design" alt={positioning}>
        <MetricStats metrics={suite.claims} className="pp-claims" />
      </Block>

      <Block id="states" title="The five market states" alt={!positioning}>
        <div className="pp-stack">
          {suite.states.map((state) => (
            <MsdStateCard key={state.id} state={state} />
          ))}
        </div>
      </Block>

      <Block id="delivery" title={suite.delivery.title} intro={suite.delivery.intro}>
        <DeliveryChannels channels={suite.delivery.channels} />
      </Block>

      <Block id="api" title={suite.api.title} intro={suite.api.description} alt>
        <ApiEndpoints endpoints={suite.api.endpoints} />
      </Block>

      <Block id="access" title="Access programs">
        <div className="disclaimer-box pp-compliance" role="note" aria-label="Compliance">
          <strong>Compliance: </strong>
          {suite.compliance}
        </div>
        <AccessPrograms
          programs={suite.accessPrograms}
          mailAction={(draft) => (
            <MailButton template={draft} variant="secondary" size="sm">
              {MAILBOX_ACTION[draft.to]}: {draft.subject}
            </MailButton>
          )}
        />
      </Block>

      <Block id="cta" title={suite.cta.title} intro={suite.cta.text} alt>
        <div className="actions">
          <MailButton template={mail.institutionalPilot} variant="primary">
            {mail.institutionalPilot.subject}
          </MailButton>
          <MailButton template={mail.annualLicense} variant="secondary">
            {mail.annualLicense.subject}
          </MailButton>
        </div>
      </Block>
    </>
  );
}
