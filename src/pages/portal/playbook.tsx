import type { ReactNode } from 'react';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { PlaybookStates } from '@/features/sales-tools/playbook-states';
import { PersonaCards } from '@/features/sales-tools/persona-cards';
import { OpenerList } from '@/features/sales-tools/opener-list';
import { CompetitorTable, ObjectionList } from '@/features/sales-tools/objection-list';
import { CloseStep } from '@/features/sales-tools/close-step';

const STEPS = [
  { id: 'learn', title: 'Learn the 5 market states' },
  { id: 'qualify', title: 'Qualify by persona' },
  { id: 'open', title: 'Open the conversation' },
  { id: 'objections', title: 'Handle objections' },
  { id: 'close', title: 'Close' },
] as const;

function Step({ index, children }: { index: number; children: ReactNode }) {
  const step = STEPS[index]!;
  return (
    <section
      id={step.id}
      className={`section pp-step${index % 2 ? ' section-alt' : ''}`}
      aria-labelledby={`${step.id}-title`}
    >
      <div className="container">
        <h2 id={`${step.id}-title`} className="pp-step-title">
          <span className="pp-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>
            <span className="visually-hidden">Step {index + 1}: </span>
            {step.title}
          </span>
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The Sales Playbook (spec 2.12): five numbered steps from first call to signed pilot. */
export function PlaybookPage() {
  const { vault } = useVault();
  const { playbook } = vault;
  return (
    <>
      <PortalPageTitle title="Sales Playbook" />
      <PageIntro title="Sales Playbook" lead={playbook.intro}>
        <nav aria-label="Playbook steps">
          <ol className="pp-step-nav">
            {STEPS.map((step, index) => (
              <li key={step.id}>
                <a href={`#${step.id}`}>
                  <span className="pp-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {step.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </PageIntro>

      <Step index={0}>
        <PlaybookStates
          states={playbook.states}
          calmContext={playbook.calmContext}
          eventCriteria={playbook.eventCriteria}
        />
      </Step>
      <Step index={1}>
        <PersonaCards personas={playbook.personas} />
      </Step>
      <Step index={2}>
        <OpenerList openers={playbook.openers} files={vault.library.files} />
      </Step>
      <Step index={3}>
        <ObjectionList objections={playbook.objections} />
        <h3 className="pp-subsection">Competitors</h3>
        <CompetitorTable competitors={playbook.competitors} />
      </Step>
      <Step index={4}>
        <CloseStep close={playbook.close} />
      </Step>
    </>
  );
}
