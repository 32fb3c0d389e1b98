import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/market-state-detector';
import { marketStates } from '@/content/public/market-states';
import { msdComparison } from '@/content/public/msd-highlights';
import { msdMail, msdPage } from '@/content/public/msd-page';
import { MailButton } from '@/features/mail/mail-button';
import { CardGrid } from '@/features/market-states/card-grid';
import { ClaimStats } from '@/features/market-states/claim-stats';
import { ComparisonTable } from '@/features/market-states/comparison-table';
import { DisclaimerList } from '@/features/market-states/disclaimer-list';
import { EvidenceCard } from '@/features/market-states/evidence-card';
import { FaqList } from '@/features/market-states/faq-list';
import { PilotOffer } from '@/features/market-states/pilot-offer';
import { ScreenshotCarousel } from '@/features/market-states/screenshot-carousel';
import { sectionHead } from '@/features/market-states/section-head';
import { MarketStateSection } from '@/features/market-states/state-section';
import { StepList } from '@/features/market-states/step-list';
import { StateOverviewGrid } from '@/features/market-states/state-overview-grid';
import { TaglineList } from '@/features/market-states/tagline-list';
import { dataInActionHref } from '@/features/site-chrome/nav-links';

// The carousel's overlay reads each chart's narration, which only the full records carry.
const replaySlides = msdPage.replays.stateIds.flatMap((id) =>
  marketStates.filter((state) => state.id === id).map((state) => state.screenshot),
);

export function MarketStateDetectorPage() {
  const {
    hero,
    evidence,
    replays,
    comparison,
    advanceAlerts,
    pricing,
    methodology,
    disclaimers,
    faq,
  } = msdPage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <TaglineList />
        <div className="actions">
          <MailButton template={msdMail.validationPacket} variant="primary">
            {hero.validationLabel}
          </MailButton>
          <MailButton template={msdMail.requestDemo}>{hero.demoLabel}</MailButton>
        </div>
        <div className="flagship-hero-facts">
          <ClaimStats ids={hero.claimIds} />
        </div>
        <p className="hero-note">
          {hero.disclaimer} <Link to={paths.msdAnchor('disclaimers')}>{hero.disclaimersLabel}</Link>
        </p>
      </PageHero>

      <Section id="historical-evidence" {...sectionHead(evidence)}>
        <div className="grid grid-3">
          {evidence.examples.map((example) => (
            <EvidenceCard
              key={example.date}
              example={example}
              classificationLabel={evidence.classificationLabel}
              classificationNote={evidence.classificationNote}
            />
          ))}
        </div>
        <div className="actions">
          <LinkButton to={dataInActionHref} reloadDocument>
            {evidence.ctaLabel}
          </LinkButton>
        </div>
      </Section>

      <Section id="replays" alt {...sectionHead(replays)}>
        <ScreenshotCarousel label={replays.carouselLabel} slides={replaySlides} />
      </Section>

      <Section id="comparison" {...sectionHead(comparison)}>
        <ComparisonTable comparison={msdComparison} />
      </Section>

      <Section id="advance-alerts" alt {...sectionHead(advanceAlerts)}>
        <StateOverviewGrid />
        <p className="notice notice-success flagship-note">{advanceAlerts.calmRule}</p>
        <ClaimStats ids={advanceAlerts.claimIds} showBasis />
      </Section>

      {marketStates.map((state, position) => (
        <MarketStateSection
          key={state.id}
          state={state}
          labels={msdPage.stateLabels}
          alt={position % 2 === 1}
        />
      ))}

      <Section id="pricing" alt {...sectionHead(pricing)}>
        <div className="flagship-pricing">
          <PilotOffer
            program={pricing.program}
            pilotMail={msdMail.pilotRequest}
            packetMail={msdMail.validationPacket}
            packetLabel={hero.validationLabel}
          />
          <StepList title={pricing.stepsTitle} steps={pricing.steps} />
        </div>
      </Section>

      <Section id="methodology" {...sectionHead(methodology)}>
        <CardGrid items={methodology.points} columns="wide" />
      </Section>

      <Section id="disclaimers" alt {...sectionHead(disclaimers)}>
        <DisclaimerList items={disclaimers.items} />
      </Section>

      <Section id="faq" narrow {...sectionHead(faq)}>
        <FaqList items={faq.items} />
      </Section>

      <MailButton template={msdMail.requestDemo} variant="primary" className="msd-fixed-demo">
        {msdPage.fixedDemoLabel}
      </MailButton>
    </>
  );
}
