import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/research';
import { researchPage as content } from '@/content/public/research';
import { LinkCardGrid } from '@/features/industries/link-card-grid';
import { TopicGrid } from '@/features/industries/topic-grid';
import { MailButton } from '@/features/mail/mail-button';

/** /research: the research program the industry pages link to (content not shown in the spec). */
export function ResearchPage() {
  const { intro, approach, tracks, collaborate, further } = content;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <div className="actions">
          <MailButton template={collaborate.mail.template} variant="primary">
            {collaborate.mail.label}
          </MailButton>
          <LinkButton to={paths.scientificFoundation} variant="secondary">
            {content.foundationLinkLabel}
          </LinkButton>
        </div>
      </PageHero>

      <Section
        id="approach"
        eyebrow={approach.eyebrow}
        title={approach.title}
        intro={approach.intro}
      >
        <TopicGrid items={approach.items} />
      </Section>

      <Section id="tracks" eyebrow={tracks.eyebrow} title={tracks.title} intro={tracks.intro} alt>
        <ol className="research-tracks">
          {tracks.items.map((track) => (
            <li key={track.title} className="card research-track">
              <h3>{track.title}</h3>
              <p>{track.description}</p>
              {track.link ? (
                <Link to={track.link.to} className="research-track-link">
                  {track.link.label} <span aria-hidden="true">→</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="collaborate"
        eyebrow={collaborate.eyebrow}
        title={collaborate.title}
        intro={collaborate.intro}
      >
        <div className="grid grid-2">
          {[collaborate.offer, collaborate.lookingFor].map((list) => (
            <div key={list.title} className="card">
              <h3>{list.title}</h3>
              <ul className="check-list">
                {list.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="actions">
          <MailButton template={collaborate.mail.template} variant="primary">
            {collaborate.mail.label}
          </MailButton>
        </div>
      </Section>

      <Section
        id="further-reading"
        eyebrow={further.eyebrow}
        title={further.title}
        intro={further.intro}
        alt
      >
        <LinkCardGrid links={further.links} />
        <p className="disclaimer-box industry-disclaimer">{content.disclaimer}</p>
      </Section>
    </>
  );
}
