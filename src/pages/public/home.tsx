import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function HomePage() {
  return (
    <>
      <Seo title="HomePage" description="HomePage" path="/home" />
      <PageHero title="HomePage" />
    </>
  );
}
