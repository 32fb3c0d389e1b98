import { Link } from 'react-router';
import { useVault } from '@/lib/vault-context';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { paths } from '@/shared/paths';

/** /employee-onboarding once unlocked: the onboarding path, one click from the portal. */
export function EmployeeOnboardingPage() {
  const { hub } = useVault().vault;
  return (
    <>
      <PortalPageTitle title="Employee Onboarding" />
      <section className="section">
        <div className="container">
          <p className="eyebrow">Employee onboarding</p>
          <h1>{hub.onboarding.title}</h1>
          <p className="lead">{hub.onboarding.intro}</p>
          <ol className="grid grid-4 portal-steps">
            {hub.onboarding.steps.map((step, index) => (
              <li key={step.title}>
                <Link to={step.to} className="card card-link portal-step">
                  <span className="portal-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <strong>{step.title}</strong>
                  <span className="small muted">{step.description}</span>
                </Link>
              </li>
            ))}
          </ol>
          <div className="actions">
            <Link to={paths.portal} className="btn btn-primary">
              Continue to the portal
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
