import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function LogisticsIndustryPage() {
  return (
    <>
      <Seo title="LogisticsIndustryPage" description="LogisticsIndustryPage" path="/industry-logistics" />
      <PageHero title="LogisticsIndustryPage" />
    </>
  );
}
