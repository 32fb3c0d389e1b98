import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function PendingPage() {
  return (
    <section className="section">
      <PortalPageTitle title="PendingPage" />
      <div className="container">
        <h1>PendingPage</h1>
      </div>
    </section>
  );
}
