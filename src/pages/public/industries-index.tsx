import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function IndustriesIndexPage() {
  return (
    <>
      <Seo title="IndustriesIndexPage" description="IndustriesIndexPage" path="/industries-index" />
      <PageHero title="IndustriesIndexPage" />
    </>
  );
}
