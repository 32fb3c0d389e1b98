import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { useVault } from '@/lib/vault-context';
import type { RoutedPath } from '@/shared/route-table';
import { RoiCalculatorView } from '@/features/roi/roi-calculator';

// Typed against the route list, so a renamed route fails the type check here.
const BACK_TO_SUITE: RoutedPath = '/internal/finance/suite';
const LIBRARY: RoutedPath = '/internal/msd/docs';

/** The Market State Detector ROI calculator (spec 2.6), from the vault's `roi.msd`. */
export function MsdRoiPage() {
  const calculator = useVault().vault.roi.msd;
  return (
    <>
      <PortalPageTitle title="ROI Calculator" />
      <section className="section roi-page">
        <div className="container">
          <Link to={BACK_TO_SUITE} className="btn btn-ghost btn-sm roi-back">
            <span aria-hidden="true">← </span>Back to Product Overview
          </Link>
          <p className="eyebrow">Internal use only</p>
          <h1>{calculator.title}</h1>
          <p className="lead">{calculator.intro}</p>
          <div className="actions roi-links">
            <Link to={paths.msd} className="btn btn-secondary btn-sm">
              Public Product Page
            </Link>
            <Link to={LIBRARY} className="btn btn-secondary btn-sm">
              Collateral Library
            </Link>
          </div>
          <RoiCalculatorView calculator={calculator} />
        </div>
      </section>
    </>
  );
}
