import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function MsdSuitePage() {
  return (
    <section className="section">
      <PortalPageTitle title="MsdSuitePage" />
      <div className="container">
        <h1>MsdSuitePage</h1>
      </div>
    </section>
  );
}
