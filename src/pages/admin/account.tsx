import page from 'virtual:msd/seo:/admin/account';
import { StaffFrame } from '@/app/layouts/staff-frame';
import { Account } from '@/features/staff-auth';

/** /admin/account: one's own details, passkeys, passphrase and sessions; any role. */
export function AccountPage() {
  return (
    <StaffFrame title={page.title} need={null}>
      {(session) => <Account session={session} />}
    </StaffFrame>
  );
}
