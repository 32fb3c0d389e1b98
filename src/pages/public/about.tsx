import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function AboutPage() {
  return (
    <>
      <Seo title="AboutPage" description="AboutPage" path="/about" />
      <PageHero title="AboutPage" />
    </>
  );
}
