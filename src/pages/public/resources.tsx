import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/resources';
import { publications, resourcesPage } from '@/content/public/publications';
import { MailButton } from '@/features/mail/mail-button';

// Fixed locale and time zone: the prerendered HTML and the hydrated page must print the same date.
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** Resources: featured publications, research collaboration and the newsletter. */
export function ResourcesPage() {
  const { hero, whitepapers, collaboration, newsletter } = resourcesPage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="actions">
          {hero.links.map((link, position) => (
            <LinkButton
              key={link.to}
              to={link.to}
              variant={position === 0 ? 'primary' : 'secondary'}
            >
              {link.label}
            </LinkButton>
          ))}
        </div>
      </PageHero>

      <Section
        id="whitepapers"
        eyebrow={whitepapers.eyebrow}
        title={whitepapers.title}
        intro={whitepapers.intro}
      >
        <ul className="grid offers-grid-3 offers-list">
          {publications.map((item) => (
            <li key={item.id} className="card resources-publication">
              <span className="badge">{item.type}</span>
              <h3>{item.title}</h3>
              <p className="resources-meta">
                {item.length}
                <span aria-hidden="true"> · </span>
                <time dateTime={item.datePublished}>{formatDate(item.datePublished)}</time>
              </p>
              <p>{item.description}</p>
              <div className="actions">
                <MailButton template={item.request} size="sm">
                  {resourcesPage.requestLabel}
                  <span className="visually-hidden">: {item.title}</span>
                </MailButton>
              </div>
            </li>
          ))}
        </ul>
        <p className="small muted offers-disclaimer">{resourcesPage.disclaimer}</p>
      </Section>

      {[collaboration, newsletter].map((block, position) => (
        <Section
          key={block.id}
          id={block.id}
          alt={position === 0}
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
        >
          <ul className="check-list">
            {block.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="actions">
            <MailButton template={block.mail} variant="primary">
              {block.label}
            </MailButton>
          </div>
        </Section>
      ))}
    </>
  );
}
