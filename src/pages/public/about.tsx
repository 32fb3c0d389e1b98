import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/about';
import { aboutMail, aboutPage } from '@/content/public/about';
import { MailButton } from '@/features/mail/mail-button';
import { CardGrid } from '@/features/market-states/card-grid';
import { ClaimStats } from '@/features/market-states/claim-stats';
import { FounderProfile } from '@/features/market-states/founder-profile';
import { TaglineList } from '@/features/market-states/tagline-list';

export function AboutPage() {
  const { hero, whatWeDo, vision, differentiators, validation, science, audiences, founder, cta } =
    aboutPage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <TaglineList />
      </PageHero>

      <Section>
        <div className="split flagship-about-intro">
          {[
            { id: 'what-we-do', block: whatWeDo },
            { id: 'vision', block: vision },
          ].map(({ id, block }) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{block.title}</h2>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph} className="muted">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </Section>

      <Section id="differentiators" alt title={differentiators.title} intro={differentiators.intro}>
        <CardGrid items={differentiators.items} variant="accent" columns={4} />
      </Section>

      <Section id="research-validation" title={validation.title} intro={validation.intro}>
        <ClaimStats ids={validation.claimIds} showBasis />
        <p className="disclaimer-box flagship-note">{validation.disclaimer}</p>
      </Section>

      <Section id="science" alt narrow title={science.title}>
        {science.paragraphs.map((paragraph) => (
          <p key={paragraph} className="muted">
            {paragraph}
          </p>
        ))}
        <div className="actions">
          <LinkButton to={science.ctaTo} variant="secondary">
            {science.ctaLabel}
          </LinkButton>
        </div>
      </Section>

      <Section id="who-we-work-with" title={audiences.title} intro={audiences.intro}>
        <div className="grid grid-3">
          {audiences.groups.map((group) => (
            <article key={group.title} className="card">
              <h3>{group.title}</h3>
              <ul className="check-list">
                {group.members.map((member) => (
                  <li key={member}>{member}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>

      <Section id="founder" alt title={founder.title}>
        <FounderProfile founder={founder} />
      </Section>

      <Section id="want-in" centered narrow title={cta.title} intro={cta.text}>
        <div className="actions center">
          <MailButton template={aboutMail.founderCall} variant="primary">
            {cta.buttonLabel}
          </MailButton>
        </div>
      </Section>
    </>
  );
}
