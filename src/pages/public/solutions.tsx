import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function SolutionsPage() {
  return (
    <>
      <Seo title="SolutionsPage" description="SolutionsPage" path="/solutions" />
      <PageHero title="SolutionsPage" />
    </>
  );
}
