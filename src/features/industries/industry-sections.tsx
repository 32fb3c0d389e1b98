import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type {
  ActionSection,
  SectorIndustry,
  TopicSection,
} from '@/content/public/industries.schema';
import { ActionRow } from './action-row';
import { CaseStudyCard } from './case-study-card';
import { TopicGrid } from './topic-grid';

/** A section of topic cards drawn from its content block (challenges, applications, ...). */
export function TopicCardsSection({
  id,
  block,
  alt,
}: {
  id: string;
  block: TopicSection;
  alt?: boolean;
}) {
  return (
    <Section id={id} eyebrow={block.eyebrow} title={block.title} intro={block.intro} alt={alt}>
      <TopicGrid items={block.items} />
    </Section>
  );
}

/** An industry page's closing call to action, with the page's research disclaimer under it. */
export function NextStepSection({
  id,
  action,
  disclaimer,
}: {
  id: string;
  action: ActionSection;
  disclaimer: string;
}) {
  return (
    <Section id={id} eyebrow={action.eyebrow} title={action.title} intro={action.intro} alt>
      <ActionRow mail={action.mail} links={action.links} />
      <p className="disclaimer-box industry-disclaimer">{disclaimer}</p>
    </Section>
  );
}

/** The agriculture and logistics pages: hero, challenges, case study, future, next step. */
export function SectorIndustryPage({ content }: { content: SectorIndustry }) {
  const { intro, caseStudy, next } = content;
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <ActionRow mail={next.mail} links={next.links} />
      </PageHero>
      <TopicCardsSection id="challenges" block={content.challenges} />
      <Section
        id="case-study"
        eyebrow={caseStudy.eyebrow}
        title={caseStudy.title}
        intro={caseStudy.intro}
        alt
      >
        <CaseStudyCard study={caseStudy} />
      </Section>
      <TopicCardsSection id="future-applications" block={content.future} />
      <NextStepSection id="next-steps" action={next} disclaimer={content.disclaimer} />
    </>
  );
}
