import { StaffFrame } from '@/app/layouts/staff-frame';
import { ClientErrorList } from '@/features/error-reports/error-list';
// The admin pages' styles load with their code: public pages never download them.
import '@/features/error-reports/error-reports.css';

/** /admin/errors: errors browsers reported (issue 28 item 5), for admins. Never indexed or precached. */
export function ClientErrorsPage() {
  return (
    <StaffFrame title="Client errors" need="admin">
      {() => <ClientErrorList />}
    </StaffFrame>
  );
}
