import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function ScientificFoundationPage() {
  return (
    <>
      <Seo title="ScientificFoundationPage" description="ScientificFoundationPage" path="/scientific-foundation" />
      <PageHero title="ScientificFoundationPage" />
    </>
  );
}
