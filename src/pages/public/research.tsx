import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function ResearchPage() {
  return (
    <>
      <Seo title="ResearchPage" description="ResearchPage" path="/research" />
      <PageHero title="ResearchPage" />
    </>
  );
}
