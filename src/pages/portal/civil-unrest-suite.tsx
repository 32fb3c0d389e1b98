import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function CivilUnrestSuitePage() {
  return (
    <section className="section">
      <PortalPageTitle title="CivilUnrestSuitePage" />
      <div className="container">
        <h1>CivilUnrestSuitePage</h1>
      </div>
    </section>
  );
}
