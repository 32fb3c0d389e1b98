import { paths } from '@/shared/paths';
import { RoiPage } from '@/features/roi/roi-page';

/** The Market State Detector ROI calculator (spec 2.6), from the vault's `roi.msd`. */
export function MsdRoiPage() {
  return (
    <RoiPage
      calculator="msd"
      title="ROI Calculator"
      back={{ to: '/internal/finance/suite', label: 'Back to Product Overview' }}
      links={[
        { to: paths.msd, label: 'Public Product Page', variant: 'secondary' },
        { to: '/internal/msd/docs', label: 'Collateral Library', variant: 'secondary' },
      ]}
    />
  );
}
