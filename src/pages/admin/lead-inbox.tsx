import { StaffFrame } from '@/app/layouts/staff-frame';
import { Inbox } from '@/features/lead-inbox';
// The inbox's styles load with its code: public pages never download them.
import '@/features/lead-inbox/lead-inbox.css';

/**
 * /admin/leads: the lead inbox for managers, signed in as themselves (issue 24; the staff frame
 * handles sign-in, offline and a role without the inbox). Never indexed, listed or precached.
 */
export function LeadInboxPage() {
  return (
    <StaffFrame title="Lead inbox" need="manager">
      {(session) => <Inbox session={session} />}
    </StaffFrame>
  );
}
