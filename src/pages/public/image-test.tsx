import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function ImageTestPage() {
  return (
    <>
      <Seo title="ImageTestPage" description="ImageTestPage" path="/image-test" />
      <PageHero title="ImageTestPage" />
    </>
  );
}
