import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/agriculture';
import { agricultureIndustry as content } from '@/content/public/industries';
import { ActionRow } from '@/features/industries/action-row';
import { SectorIndustrySections } from '@/features/industries/sector-industry-sections';

export function AgricultureIndustryPage() {
  const { intro, next } = content;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <ActionRow mail={next.mail} links={next.links} />
      </PageHero>
      <SectorIndustrySections content={content} />
    </>
  );
}
