import { Section } from '@/components/ui/section';
import type { SectorIndustry } from '@/content/public/industries.schema';
import { ActionRow } from './action-row';
import { CaseStudyCard } from './case-study-card';
import { TopicGrid } from './topic-grid';

/** The body shared by the agriculture and logistics pages: challenges, case study, future, next step. */
export function SectorIndustrySections({ content }: { content: SectorIndustry }) {
  const { challenges, caseStudy, future, next } = content;
  return (
    <>
      <Section
        id="challenges"
        eyebrow={challenges.eyebrow}
        title={challenges.title}
        intro={challenges.intro}
      >
        <TopicGrid items={challenges.items} />
      </Section>

      <Section
        id="case-study"
        eyebrow={caseStudy.eyebrow}
        title={caseStudy.title}
        intro={caseStudy.intro}
        alt
      >
        <CaseStudyCard study={caseStudy} />
      </Section>

      <Section
        id="future-applications"
        eyebrow={future.eyebrow}
        title={future.title}
        intro={future.intro}
      >
        <TopicGrid items={future.items} />
      </Section>

      <Section id="next-steps" eyebrow={next.eyebrow} title={next.title} intro={next.intro} alt>
        <ActionRow mail={next.mail} links={next.links} />
        <p className="disclaimer-box industry-disclaimer">{content.disclaimer}</p>
      </Section>
    </>
  );
}
