import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function PlaybookPage() {
  return (
    <section className="section">
      <PortalPageTitle title="PlaybookPage" />
      <div className="container">
        <h1>PlaybookPage</h1>
      </div>
    </section>
  );
}
