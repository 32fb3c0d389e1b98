import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/healthcare';
import { healthcareIndustry as content } from '@/content/public/industries';
import { ActionRow } from '@/features/industries/action-row';
import { TopicGrid } from '@/features/industries/topic-grid';

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

      <Section
        id="challenges"
        eyebrow={challenges.eyebrow}
        title={challenges.title}
        intro={challenges.intro}
      >
        <TopicGrid items={challenges.items} />
      </Section>

      <Section
        id="initiatives"
        eyebrow={initiatives.eyebrow}
        title={initiatives.title}
        intro={initiatives.intro}
        alt
      >
        <TopicGrid items={initiatives.items} />
      </Section>

      <Section
        id="possibilities"
        eyebrow={possibilities.eyebrow}
        title={possibilities.title}
        intro={possibilities.intro}
      >
        <TopicGrid items={possibilities.items} />
      </Section>

      <Section id="collaborate" eyebrow={next.eyebrow} title={next.title} intro={next.intro} alt>
        <ActionRow mail={next.mail} links={next.links} />
        <p className="disclaimer-box industry-disclaimer">{content.disclaimer}</p>
      </Section>
    </>
  );
}
