import { StaffFrame } from '@/app/layouts/staff-frame';
import { PeopleAdmin } from '@/features/people';
// The admin pages' styles load with their code: public pages never download them.

/** /admin/people: admins manage who can sign in and with which role. Never indexed or precached. */
export function PeoplePage() {
  return (
    <StaffFrame title="People" need="admin">
      {(session) => <PeopleAdmin session={session} />}
    </StaffFrame>
  );
}
