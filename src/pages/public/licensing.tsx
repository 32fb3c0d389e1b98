import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function LicensingPage() {
  return (
    <>
      <Seo title="LicensingPage" description="LicensingPage" path="/licensing" />
      <PageHero title="LicensingPage" />
    </>
  );
}
