import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function GridOverviewPage() {
  return (
    <section className="section">
      <PortalPageTitle title="GridOverviewPage" />
      <div className="container">
        <h1>GridOverviewPage</h1>
      </div>
    </section>
  );
}
