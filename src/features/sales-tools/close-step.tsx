import type { Playbook } from '@/shared/vault-schema';

/** Step 5: trial closes, answers to "come back later", and what happens once they say yes. */
export function CloseStep({ close }: { close: Playbook['close'] }) {
  return (
    <div className="grid pp-close">
      <div className="card">
        <h3>Trial closes</h3>
        <ul className="check-list">
          {close.trialCloses.map((line) => (
            <li key={line}>
              <q>{line}</q>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <h3>When they say "come back later"</h3>
        <dl className="pp-fields">
          {close.comeBackLater.map((item) => (
            <div key={item.situation}>
              <dt>{item.situation}</dt>
              <dd>{item.response}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="card pp-close-onboarding">
        <h3>Onboarding steps</h3>
        <ol className="pp-steps">
          {close.onboardingSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
