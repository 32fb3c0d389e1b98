import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function HealthcareIndustryPage() {
  return (
    <>
      <Seo title="HealthcareIndustryPage" description="HealthcareIndustryPage" path="/industry-healthcare" />
      <PageHero title="HealthcareIndustryPage" />
    </>
  );
}
