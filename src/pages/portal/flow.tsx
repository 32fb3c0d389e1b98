import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function GuidedFlowPage() {
  return (
    <section className="section">
      <PortalPageTitle title="GuidedFlowPage" />
      <div className="container">
        <h1>GuidedFlowPage</h1>
      </div>
    </section>
  );
}
