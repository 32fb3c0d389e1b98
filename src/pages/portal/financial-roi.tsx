import { paths } from '@/shared/paths';
import { RoiPage } from '@/features/roi/roi-page';

/** The financial signals ROI calculator (spec 2.6), from the vault's `roi.financial`. */
export function FinancialRoiPage() {
  return (
    <RoiPage
      calculator="financial"
      title="Financial Signals ROI"
      back={{ to: paths.employeeOnboarding, label: 'Back to Employee Onboarding' }}
      links={[
        { to: '/internal/financial-pilot', label: 'Start 60-Day Pilot', variant: 'primary' },
        { to: '/internal/financial-suite', label: 'View Signal Details', variant: 'secondary' },
      ]}
    />
  );
}
