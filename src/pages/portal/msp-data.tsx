import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { paths } from '@/shared/paths';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { Block } from '@/features/status-pages/block';
import { ActionRow } from '@/features/status-pages/action-row';

/** MSP raw data licensing (spec 2.15): a placeholder that tells reps what not to promise. */
export function MspDataPage() {
  const { status, msdSuite } = useVault().vault;
  const { msp } = status;
  return (
    <>
      <PortalPageTitle title={msp.title} />
      <PageIntro title={msp.title}>
        <p className="notice notice-warning pp-placeholder" role="note">
          {msp.status}
        </p>
      </PageIntro>

      <Block id="about" title="What MSP is">
        <div className="pp-prose">
          {msp.explainer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Block>

      <Block id="questions" title="Questions to resolve" alt>
        <dl className="pp-fields pp-fields-grid">
          {msp.openQuestions.map((item) => (
            <div key={item.topic} className="card">
              <dt>{item.topic}</dt>
              <dd>{item.question}</dd>
            </div>
          ))}
        </dl>
      </Block>

      <Block id="use-cases" title="Potential use cases">
        <ul className="check-list">
          {msp.useCases.map((useCase) => (
            <li key={useCase}>{useCase}</li>
          ))}
        </ul>
      </Block>

      <Block id="guidance" title="Sales guidance" alt>
        <div className="notice notice-warning pp-guidance">
          <ol>
            {msp.salesGuidance.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
        <ActionRow
          actions={[
            { label: msdSuite.hero.title, to: '/internal/msd/suite' },
            { label: 'Portal Home', to: paths.portal },
          ]}
        />
      </Block>
    </>
  );
}
