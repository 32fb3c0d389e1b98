import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function FutureProductsPage() {
  return (
    <>
      <Seo title="FutureProductsPage" description="FutureProductsPage" path="/future-products" />
      <PageHero title="FutureProductsPage" />
    </>
  );
}
