import { StaffFrame } from '@/app/layouts/staff-frame';
import { PortalGate } from '@/features/portal-access/portal-gate';
import { LibraryStudio } from '@/features/library-studio';
// The studio's styles load with its code: public pages and reps never download them.
import '@/features/library-studio/library-studio.css';

/**
 * /admin/library: managers and admins publish library documents without a deploy (issue 26). The
 * portal must be unlocked too: entries are sealed with its content key and the built-in catalogue
 * comes from its vault. Never indexed or precached; online only.
 */
export function LibraryStudioPage() {
  return (
    <StaffFrame title="Library studio" need="manager">
      {() => (
        <PortalGate variant="portal" lockedFrame={(screen) => screen}>
          <LibraryStudio />
        </PortalGate>
      )}
    </StaffFrame>
  );
}
