import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function LibraryPage() {
  return (
    <section className="section">
      <PortalPageTitle title="LibraryPage" />
      <div className="container">
        <h1>LibraryPage</h1>
      </div>
    </section>
  );
}
