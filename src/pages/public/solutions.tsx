import type { CSSProperties } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/solutions';
import { StatusBadge } from '@/components/ui/status-badge';
import { compositeIndex, platformIndices, signalPlatform } from '@/content/public/indices';
import { productCards, productSuite } from '@/content/public/products';
import { MailButton } from '@/features/mail/mail-button';

const accent = (color: string) => ({ '--card-accent': color }) as CSSProperties;

/** Signal Platform overview and product suite; also served at /prelumina and /pdi. */
export function SolutionsPage() {
  const { hero, indices, composite } = signalPlatform;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="actions">
          <LinkButton to={signalPlatform.detectorLink.to}>
            {signalPlatform.detectorLink.label}
          </LinkButton>
          <MailButton template={signalPlatform.overviewMail}>
            {signalPlatform.overviewLabel}
          </MailButton>
        </div>
        <p className="hero-note">{hero.note}</p>
      </PageHero>

      <Section id="indices" eyebrow={indices.eyebrow} title={indices.title} intro={indices.intro}>
        <ul className="grid offers-grid-3 offers-list">
          {platformIndices.map((index) => (
            <li key={index.id} className="card card-accent" style={accent(index.accentColor)}>
              <span className="solutions-codename" style={{ color: index.accentColor }}>
                {index.codename}
              </span>
              <h3>{index.title}</h3>
              <dl className="solutions-driver">
                <dt>{signalPlatform.driverLabel}</dt>
                <dd>{index.driver}</dd>
              </dl>
              <p>{index.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="systemic-risk-index"
        alt
        eyebrow={composite.eyebrow}
        title={composite.title}
        intro={composite.intro}
      >
        <div
          className="card card-accent solutions-composite"
          style={accent(compositeIndex.accentColor)}
        >
          <h3>{compositeIndex.title}</h3>
          <p className="solutions-formula">{compositeIndex.label}</p>
          <p>{compositeIndex.description}</p>
          <ul className="check-list">
            {compositeIndex.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <p className="disclaimer-box offers-disclaimer">{signalPlatform.disclaimer}</p>
      </Section>

      {productSuite.groups.map((group, position) => {
        const cards = productCards.filter((card) => group.statuses.includes(card.status));
        // Four cards sit in one row on wide screens; other counts use rows of three.
        const columns = cards.length === 4 ? 'grid-4' : 'offers-grid-3';
        return (
          <Section
            key={group.id}
            id={group.id}
            alt={position % 2 === 1}
            eyebrow={group.eyebrow}
            title={group.title}
            intro={group.intro}
          >
            <ul className={`grid ${columns} offers-list`}>
              {cards.map((card) => (
                <li key={card.id} className="card card-accent" style={accent(card.accentColor)}>
                  <StatusBadge status={card.status} />
                  <h3>{card.name}</h3>
                  <p className="offers-domain">{card.domain}</p>
                  <p>{card.description}</p>
                  <p className="offers-highlight">{card.highlight}</p>
                  <div className="actions">
                    {card.route ? (
                      <LinkButton to={card.route} size="sm">
                        {card.routeLabel}
                      </LinkButton>
                    ) : null}
                    <MailButton template={card.inquiry} size="sm">
                      {productSuite.inquireLabel}
                      <span className="visually-hidden">: {card.name}</span>
                    </MailButton>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
    </>
  );
}
