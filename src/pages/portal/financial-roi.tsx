import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function FinancialRoiPage() {
  return (
    <section className="section">
      <PortalPageTitle title="FinancialRoiPage" />
      <div className="container">
        <h1>FinancialRoiPage</h1>
      </div>
    </section>
  );
}
