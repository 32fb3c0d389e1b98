import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import type { RoutedPath } from '@/shared/route-table';
import { RoiCalculatorView } from '@/features/roi/roi-calculator';

// Typed against the route list, so a renamed route fails the type check here.
const PILOT: RoutedPath = '/internal/financial-pilot';
const SIGNAL_DETAILS: RoutedPath = '/internal/financial-suite';

/** The financial signals ROI calculator (spec 2.6), from the vault's `roi.financial`. */
export function FinancialRoiPage() {
  const calculator = useVault().vault.roi.financial;
  return (
    <>
      <PortalPageTitle title="Financial Signals ROI" />
      <section className="section roi-page">
        <div className="container">
          <Link to={paths.employeeOnboarding} className="btn btn-ghost btn-sm roi-back">
            <span aria-hidden="true">← </span>Back to Employee Onboarding
          </Link>
          <p className="eyebrow">Internal use only</p>
          <h1>{calculator.title}</h1>
          <p className="lead">{calculator.intro}</p>
          <div className="actions roi-links">
            <Link to={PILOT} className="btn btn-primary btn-sm">
              Start 60-Day Pilot
            </Link>
            <Link to={SIGNAL_DETAILS} className="btn btn-secondary btn-sm">
              View Signal Details
            </Link>
          </div>
          <RoiCalculatorView calculator={calculator} />
        </div>
      </section>
    </>
  );
}
