import { PortalPageTitle } from '@/components/ui/portal-page-title';

// TEMPORARY scaffold, replaced by the real page.
export function GeoSocialStatusPage() {
  return (
    <section className="section">
      <PortalPageTitle title="GeoSocialStatusPage" />
      <div className="container">
        <h1>GeoSocialStatusPage</h1>
      </div>
    </section>
  );
}
