import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function ResourcesPage() {
  return (
    <>
      <Seo title="ResourcesPage" description="ResourcesPage" path="/resources" />
      <PageHero title="ResourcesPage" />
    </>
  );
}
