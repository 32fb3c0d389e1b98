import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/licensing';
import { licenseTiers, licensingPage } from '@/content/public/licensing';
import { MailButton } from '@/features/mail/mail-button';

const accent = (color: string) => ({ '--card-accent': color }) as CSSProperties;

/** Data licensing: Tier 3 Commercial License and Tier 4 Strategic Partnership. */
export function LicensingPage() {
  const { hero, tiersSection, datasetsSection, processSection, pilot } = licensingPage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="actions">
          {licenseTiers.map((tier, position) => (
            <MailButton
              key={tier.id}
              template={tier.mail}
              variant={position === 0 ? 'primary' : 'secondary'}
            >
              {tier.ctaLabel}
            </MailButton>
          ))}
        </div>
      </PageHero>

      <Section
        id="tiers"
        eyebrow={tiersSection.eyebrow}
        title={tiersSection.title}
        intro={tiersSection.intro}
      >
        <ul className="grid grid-2 offers-list">
          {licenseTiers.map((tier) => (
            <li
              key={tier.id}
              className="card card-accent licensing-tier"
              style={accent(tier.accentColor)}
            >
              <span className="eyebrow licensing-tier-label">{tier.tier}</span>
              <h3>{tier.name}</h3>
              <p className="licensing-audience">{tier.audience}</p>
              <p>{tier.summary}</p>
              <ul className="check-list">
                {tier.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <div className="actions">
                <MailButton template={tier.mail} variant="primary">
                  {tier.ctaLabel}
                </MailButton>
              </div>
            </li>
          ))}
        </ul>
        <p className="small muted licensing-pricing">{licensingPage.pricingNote}</p>
      </Section>

      <Section
        id="datasets"
        alt
        eyebrow={datasetsSection.eyebrow}
        title={datasetsSection.title}
        intro={datasetsSection.intro}
      >
        <ul className="grid grid-4 offers-list">
          {licensingPage.datasets.map((dataset) => (
            <li key={dataset.title} className="card">
              <h3>{dataset.title}</h3>
              <p>{dataset.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="process"
        eyebrow={processSection.eyebrow}
        title={processSection.title}
        intro={processSection.intro}
      >
        <ol className="grid grid-4 offers-list licensing-steps">
          {licensingPage.steps.map((step) => (
            <li key={step.title} className="card licensing-step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="notice licensing-pilot">
          {pilot.text} <Link to={pilot.link.to}>{pilot.link.label}</Link>
        </p>
        <p className="disclaimer-box offers-disclaimer">{licensingPage.disclaimer}</p>
      </Section>
    </>
  );
}
