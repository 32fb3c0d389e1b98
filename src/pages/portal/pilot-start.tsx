import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import { MailButton } from '@/features/mail/mail-button';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { ActionRow } from '@/features/status-pages/action-row';
import { AccessPrograms } from '@/features/sales-tools/access-programs';

const FINANCIAL_ROI = '/internal/financial-roi';

/**
 * Where "Start 60-Day Pilot" lands (spec 2.6): not a page saying that pilot is not offered, but
 * the pilot that is, with its terms and the request email that starts it.
 */
export function PilotStartPage() {
  const { pilotStart: page, msdSuite, mail } = useVault().vault;
  const pilot = msdSuite.accessPrograms.filter(
    (program) => program.mail?.subject === mail.institutionalPilot.subject,
  );
  return (
    <>
      <PortalPageTitle title={page.title} />
      <PageIntro
        back={{ to: FINANCIAL_ROI, label: 'Back to Financial Signals ROI' }}
        title={page.title}
        lead={page.lead}
      >
        <div className="actions">
          <MailButton template={mail.institutionalPilot} variant="primary">
            {mail.institutionalPilot.subject}
          </MailButton>
        </div>
      </PageIntro>

      <Block id="steps" title="How to start">
        <ol className="pp-steps">
          {page.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Block>

      <Block id="terms" title="Pilot terms" alt>
        <AccessPrograms
          programs={pilot}
          mailAction={(draft) => (
            <MailButton template={draft} variant="secondary" size="sm">
              {draft.subject}
            </MailButton>
          )}
        />
        <ActionRow actions={page.links} />
      </Block>
    </>
  );
}
