import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function MarketStateDetectorPage() {
  return (
    <>
      <Seo title="MarketStateDetectorPage" description="MarketStateDetectorPage" path="/market-state-detector" />
      <PageHero title="MarketStateDetectorPage" />
    </>
  );
}
