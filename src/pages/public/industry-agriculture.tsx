import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function AgricultureIndustryPage() {
  return (
    <>
      <Seo title="AgricultureIndustryPage" description="AgricultureIndustryPage" path="/industry-agriculture" />
      <PageHero title="AgricultureIndustryPage" />
    </>
  );
}
