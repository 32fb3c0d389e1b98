import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/agriculture';
import { agricultureIndustry as content } from '@/content/public/industries';
import { SectorIndustryPage } from '@/features/industries/industry-sections';

export function AgricultureIndustryPage() {
  return (
    <>
      <Seo {...pageSeo} />
      <SectorIndustryPage content={content} />
    </>
  );
}
