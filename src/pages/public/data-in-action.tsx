import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function DataInActionPage() {
  return (
    <>
      <Seo title="DataInActionPage" description="DataInActionPage" path="/data-in-action" />
      <PageHero title="DataInActionPage" />
    </>
  );
}
