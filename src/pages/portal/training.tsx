import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function TrainingPage() {
  return (
    <section className="section">
      <PortalPageTitle title="TrainingPage" />
      <div className="container">
        <h1>TrainingPage</h1>
      </div>
    </section>
  );
}
