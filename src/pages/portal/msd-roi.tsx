import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function MsdRoiPage() {
  return (
    <section className="section">
      <PortalPageTitle title="MsdRoiPage" />
      <div className="container">
        <h1>MsdRoiPage</h1>
      </div>
    </section>
  );
}
