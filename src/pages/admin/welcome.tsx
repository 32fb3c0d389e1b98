import page from 'virtual:msd/seo:/admin/welcome';
import { StaffShell } from '@/app/layouts/staff-frame';
import { Welcome } from '@/features/staff-auth';
import { useStaffSession } from '@/hooks/use-staff-session';

/** /admin/welcome#invite=TOKEN: accepting an invitation with a passkey or a passphrase. */
export function WelcomePage() {
  const { view } = useStaffSession();
  return (
    <StaffShell title={page.title} view={view}>
      <Welcome signedInAs={view.state === 'signed-in' ? view.session : null} />
    </StaffShell>
  );
}
