import { StaffFrame } from '@/app/layouts/staff-frame';
import { FunnelInsight } from '@/features/insights/funnel-insight';
// The page's styles load with its code: public pages never download them.
import '@/features/insights/insights.css';

/** /admin/insights: the funnel for managers and admins (issue 28). Never indexed, listed or precached. */
export function InsightsPage() {
  return (
    <StaffFrame title="Funnel insight" need="manager">
      {() => <FunnelInsight />}
    </StaffFrame>
  );
}
