import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function FinanceIndustryPage() {
  return (
    <>
      <Seo title="FinanceIndustryPage" description="FinanceIndustryPage" path="/industry-finance" />
      <PageHero title="FinanceIndustryPage" />
    </>
  );
}
