import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/more';
import { industriesIndex as content, industryCards } from '@/content/public/industries';
import { ActionRow } from '@/features/industries/action-row';
import { gridLayoutFor } from '@/features/industries/grid-layout';
import { IndustryCard } from '@/features/industries/industry-card';
import { LinkCardGrid } from '@/features/industries/link-card-grid';

/** /industries/more: eight sector cards, two of them open, six coming soon (spec 2.15). */
export function IndustriesIndexPage() {
  const { intro, grid, related, custom } = content;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <ActionRow mail={custom.mail} />
      </PageHero>

      <Section id="applications" eyebrow={grid.eyebrow} title={grid.title} intro={grid.intro}>
        <ul className={`grid ${gridLayoutFor(industryCards.length)} industry-grid`}>
          {industryCards.map((card) => (
            <li key={card.title}>
              <IndustryCard
                card={card}
                comingSoonLabel={grid.comingSoonLabel}
                openLabel={grid.openLabel}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="related"
        eyebrow={related.eyebrow}
        title={related.title}
        intro={related.intro}
        alt
      >
        <LinkCardGrid links={related.links} />
      </Section>

      <Section
        id="custom"
        eyebrow={custom.eyebrow}
        title={custom.title}
        intro={custom.intro}
        centered
      >
        <ActionRow mail={custom.mail} centered />
      </Section>
    </>
  );
}
