import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function MspDataPage() {
  return (
    <section className="section">
      <PortalPageTitle title="MspDataPage" />
      <div className="container">
        <h1>MspDataPage</h1>
      </div>
    </section>
  );
}
