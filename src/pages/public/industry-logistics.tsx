import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/logistics';
import { logisticsIndustry as content } from '@/content/public/industries';
import { SectorIndustryPage } from '@/features/industries/industry-sections';

export function LogisticsIndustryPage() {
  return (
    <>
      <Seo {...pageSeo} />
      <SectorIndustryPage content={content} />
    </>
  );
}
