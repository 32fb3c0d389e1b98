import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function AerospaceOverviewPage() {
  return (
    <section className="section">
      <PortalPageTitle title="AerospaceOverviewPage" />
      <div className="container">
        <h1>AerospaceOverviewPage</h1>
      </div>
    </section>
  );
}
