import { Link } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/';
import { backtestNote } from '@/content/public/claims';
import { homePage } from '@/content/public/home';
import { msdComparison, validationPacketMail } from '@/content/public/msd-highlights';
import { MailButton } from '@/features/mail/mail-button';
import { CardGrid } from '@/features/market-states/card-grid';
import { ClaimStats } from '@/features/market-states/claim-stats';
import { ComparisonTable } from '@/features/market-states/comparison-table';
import { marketStateById } from '@/features/market-states/market-state-by-id';
import { ReplayFigure } from '@/features/market-states/replay-figure';
import { StateLinkList } from '@/features/market-states/state-link-list';
import { TaglineList } from '@/features/market-states/tagline-list';
import { dataInActionHref } from '@/features/site-chrome/nav-links';

const heroReplay = marketStateById(homePage.hero.replayStateId).screenshot;

export function HomePage() {
  const { hero, whatIs, apart, why, disclaimers } = homePage;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="actions">
          <LinkButton to={dataInActionHref} reloadDocument>
            {hero.dataInActionLabel}
          </LinkButton>
          <MailButton template={validationPacketMail}>{hero.validationLabel}</MailButton>
          <LinkButton to={hero.historyTo} variant="ghost">
            {hero.historyLabel} <span aria-hidden="true">→</span>
          </LinkButton>
        </div>
        <p className="hero-note">{backtestNote}</p>
        <div className="flagship-hero-facts">
          <ClaimStats ids={hero.claimIds} />
          <TaglineList />
        </div>
        <ReplayFigure screenshot={heroReplay} className="flagship-hero-visual" eager />
      </PageHero>

      <Section id="what-is" title={whatIs.title} intro={whatIs.intro}>
        <StateLinkList label={whatIs.listLabel} to={whatIs.stateTo} />
        <p className="muted small flagship-note">{whatIs.calmNote}</p>
      </Section>

      <Section id="apart" alt title={apart.title} intro={apart.intro}>
        <ComparisonTable comparison={msdComparison} />
      </Section>

      <Section id="why-funds" title={why.title} intro={why.intro}>
        <CardGrid items={why.benefits} variant="accent" />
        <div className="actions">
          <LinkButton to={dataInActionHref} reloadDocument>
            {why.ctaLabel}
          </LinkButton>
        </div>
      </Section>

      <Section id="disclaimers" alt narrow title={disclaimers.title}>
        <div className="disclaimer-box">
          {disclaimers.items.map((item) => (
            <p key={item}>{item}</p>
          ))}
          <p>
            <Link to={disclaimers.completeTo}>{disclaimers.completeLabel}</Link>
          </p>
        </div>
      </Section>
    </>
  );
}
