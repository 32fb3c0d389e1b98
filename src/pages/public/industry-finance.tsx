import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/finance';
import { financeIndustry as content } from '@/content/public/industries';
import { NextStepSection, TopicCardsSection } from '@/features/industries/industry-sections';
import { MetricList } from '@/features/industries/metric-list';
import { MailButton } from '@/features/mail/mail-button';
import { dataInActionHref } from '@/features/site-chrome/nav-links';

export function FinanceIndustryPage() {
  const { intro, metrics, applications, audiences, demo } = content;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <div className="actions">
          <MailButton template={content.heroMail.template} variant="primary">
            {content.heroMail.label}
          </MailButton>
          <LinkButton to={dataInActionHref} variant="secondary" reloadDocument>
            {demo.dataInActionLabel}
          </LinkButton>
        </div>
      </PageHero>

      <Section id="metrics" eyebrow={metrics.eyebrow} title={metrics.title} intro={metrics.intro}>
        <MetricList items={metrics.items} />
        <p className="small muted industry-note">{metrics.note}</p>
      </Section>

      <TopicCardsSection id="applications" block={applications} alt />
      <TopicCardsSection id="audiences" block={audiences} />
      <NextStepSection id="demo" action={demo} disclaimer={content.disclaimer} />
    </>
  );
}
