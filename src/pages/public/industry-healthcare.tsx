import { PageHero } from '@/components/ui/page-hero';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/healthcare';
import { healthcareIndustry as content } from '@/content/public/industries';
import { ActionRow } from '@/features/industries/action-row';
import { NextStepSection, TopicCardsSection } from '@/features/industries/industry-sections';

/** Research-only throughout: the notice sits in the hero, the disclaimer by the call to action. */
export function HealthcareIndustryPage() {
  const { intro, challenges, initiatives, possibilities, next } = content;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <p className="notice notice-warning industry-notice">{content.notice}</p>
        <ActionRow mail={next.mail} links={next.links} />
      </PageHero>

      <TopicCardsSection id="challenges" block={challenges} />
      <TopicCardsSection id="initiatives" block={initiatives} alt />
      <TopicCardsSection id="possibilities" block={possibilities} />
      <NextStepSection id="collaborate" action={next} disclaimer={content.disclaimer} />
    </>
  );
}
