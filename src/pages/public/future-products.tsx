import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/future-products';
import { StatusBadge } from '@/components/ui/status-badge';
import { alphaProduct, futureProductsPage, researchTracks } from '@/content/public/future-products';
import { MailButton } from '@/features/mail/mail-button';

/** Future products: the alpha product and the research tracks; also served at /future-innovation. */
export function FutureProductsPage() {
  const { hero, alphaSection, tracksSection, stayInformed } = futureProductsPage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="actions">
          <MailButton template={alphaProduct.waitlist} variant="primary">
            {alphaProduct.waitlistLabel}
          </MailButton>
          <LinkButton to="#research-tracks" variant="secondary">
            {hero.tracksLabel}
          </LinkButton>
        </div>
      </PageHero>

      <Section
        id="axion"
        eyebrow={alphaSection.eyebrow}
        title={alphaSection.title}
        intro={alphaSection.intro}
      >
        <article className="card card-accent future-alpha" aria-labelledby="axion-name">
          <div className="offers-card-top">
            <StatusBadge status={alphaProduct.status} />
            <span className="small muted">{alphaProduct.stage}</span>
          </div>
          <h3 id="axion-name">{alphaProduct.name}</h3>
          <p className="future-tagline">{alphaProduct.tagline}</p>
          <p>{alphaProduct.description}</p>
          <ul className="check-list">
            {alphaProduct.capabilities.map((capability) => (
              <li key={capability}>{capability}</li>
            ))}
          </ul>
          <div className="actions">
            <MailButton template={alphaProduct.waitlist} variant="primary">
              {alphaProduct.waitlistLabel}
            </MailButton>
            <LinkButton to={alphaProduct.contactLink.to} variant="ghost">
              {alphaProduct.contactLink.label}
            </LinkButton>
          </div>
        </article>
      </Section>

      <Section
        id="research-tracks"
        alt
        eyebrow={tracksSection.eyebrow}
        title={tracksSection.title}
        intro={tracksSection.intro}
      >
        <ol className="grid offers-grid-3 offers-list">
          {researchTracks.map((track) => (
            <li key={track.id} className="card future-track">
              <span className="badge badge-research">{track.status}</span>
              <h3>{track.name}</h3>
              <p className="offers-domain">{track.domain}</p>
              <p>{track.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="stay-informed"
        narrow
        centered
        title={stayInformed.title}
        intro={stayInformed.text}
      >
        <div className="actions center">
          <MailButton template={stayInformed.mail} variant="primary">
            {stayInformed.label}
          </MailButton>
        </div>
        <p className="small muted future-disclaimer">{futureProductsPage.disclaimer}</p>
      </Section>
    </>
  );
}
