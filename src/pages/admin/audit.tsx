import { StaffFrame } from '@/app/layouts/staff-frame';
import { AuditLog } from '@/features/people';

/** /admin/audit: the append-only audit log, for admins. Styled by the people sheet (same admin chunk). */
export function AuditPage() {
  return (
    <StaffFrame title="Audit log" need="admin">
      {() => <AuditLog />}
    </StaffFrame>
  );
}
