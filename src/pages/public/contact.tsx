import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';

// TEMPORARY scaffold, replaced by the real page.
export function ContactPage() {
  return (
    <>
      <Seo title="ContactPage" description="ContactPage" path="/contact" />
      <PageHero title="ContactPage" />
    </>
  );
}
