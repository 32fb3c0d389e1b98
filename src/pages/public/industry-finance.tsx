import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/industries/finance';
import { financeIndustry as content } from '@/content/public/industries';
import { ActionRow } from '@/features/industries/action-row';
import { MetricList } from '@/features/industries/metric-list';
import { TopicGrid } from '@/features/industries/topic-grid';
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

      <Section
        id="applications"
        eyebrow={applications.eyebrow}
        title={applications.title}
        intro={applications.intro}
        alt
      >
        <TopicGrid items={applications.items} />
      </Section>

      <Section
        id="audiences"
        eyebrow={audiences.eyebrow}
        title={audiences.title}
        intro={audiences.intro}
      >
        <TopicGrid items={audiences.items} />
      </Section>

      <Section id="demo" eyebrow={demo.eyebrow} title={demo.title} intro={demo.intro} alt>
        <ActionRow mail={demo.mail} links={demo.links} />
        <p className="disclaimer-box industry-disclaimer">{content.disclaimer}</p>
      </Section>
    </>
  );
}
