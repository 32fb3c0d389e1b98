import { useLocation } from 'react-router';
import { PortalPageTitle } from '@/components/ui/portal-page-title';
import { paths } from '@/shared/paths';
import { useVault } from '@/lib/vault-context';
import { PageIntro } from '@/features/status-pages/page-intro';
import { ActionRow } from '@/features/status-pages/action-row';
import { pendingPageFor } from '@/features/status-pages/pending';

const GENERIC = {
  title: 'Not available yet',
  description:
    'This page is linked from the portal, but its content has not been written yet. Nothing is missing on your side; use the portal home to find what you need.',
  alternatives: [],
};

/**
 * A destination the portal links to whose content is not written (spec 2.1): an honest page in
 * the portal layout, never the 404, with where to go instead.
 */
export function PendingPage() {
  const { pathname } = useLocation();
  const entry = pendingPageFor(useVault().vault.pending, pathname) ?? GENERIC;
  const alternatives = entry.alternatives.some((link) => link.to === paths.portal)
    ? entry.alternatives
    : [...entry.alternatives, { label: 'Portal Home', to: paths.portal }];
  return (
    <>
      <PortalPageTitle title={entry.title} />
      <PageIntro
        back={{ to: paths.portal, label: 'Back to Portal' }}
        title={entry.title}
        badges={['Not available yet']}
        badgeTone="caution"
        lead={entry.description}
      >
        <p className="small muted pp-pending-path">
          Requested page: <code>{pathname}</code>
        </p>
        <ActionRow actions={alternatives} label="Where to go instead" />
      </PageIntro>
    </>
  );
}
