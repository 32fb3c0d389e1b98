import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Seo } from '@/components/ui/seo';
import pageSeo from 'virtual:msd/seo:/scientific-foundation';
import { researchAreas } from '@/content/public/research-areas';
import { scientificFoundationPage as content } from '@/content/public/scientific-foundation';
import { accentColors, accentStyle } from '@/features/industries/accent';
import { ActionRow } from '@/features/industries/action-row';
import { gridLayoutFor } from '@/features/industries/grid-layout';
import { MetricList } from '@/features/industries/metric-list';
import { SectorIcon } from '@/features/industries/sector-icon';
import { TopicGrid } from '@/features/industries/topic-grid';
import { MailButton } from '@/features/mail/mail-button';

/** Search engines the key-paper links may point to (a search, not the paper itself). */
const SEARCH_SITES: Record<string, string> = {
  'pubmed.ncbi.nlm.nih.gov': 'PubMed',
  'scholar.google.com': 'Google Scholar',
};

/** ' (PubMed search)' when the link is a search for the paper rather than the paper. */
function searchLabel(url: string): string {
  const { hostname, searchParams } = new URL(url);
  const site = SEARCH_SITES[hostname];
  return site && (searchParams.has('term') || searchParams.has('q')) ? ` (${site} search)` : '';
}

/** /scientific-foundation and its alias /science-validation (spec 2.14); both canonicalize here. */
export function ScientificFoundationPage() {
  const { intro, citedFindings, areas, approach, foundation, disclaimer } = content;
  return (
    <>
      <Seo {...pageSeo} />
      <PageHero eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <p className="science-badge">
          <span className="badge badge-research">{content.badge}</span>
        </p>
        <div className="science-findings">
          <p className="science-findings-title">{citedFindings.title}</p>
          <MetricList items={citedFindings.items} />
          <p className="small muted">{citedFindings.note}</p>
        </div>
        <div className="actions">
          <LinkButton to="#research-areas">{content.exploreLabel}</LinkButton>
          <MailButton template={foundation.mail.template}>{foundation.mail.label}</MailButton>
        </div>
      </PageHero>

      <Section id="research-areas" eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro}>
        <ul className={`grid ${gridLayoutFor(researchAreas.length)} science-area-cards`}>
          {researchAreas.map((area) => (
            <li key={area.id}>
              <Link
                to={`#${area.id}`}
                className="card card-accent card-link science-area-card"
                style={accentStyle(accentColors[area.accentColor])}
              >
                <SectorIcon name={area.icon} className="science-area-icon" />
                <h3>{area.title}</h3>
                <p>{area.claim}</p>
                <span className="science-area-more">
                  {areas.cardLinkLabel} <span aria-hidden="true">↓</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {researchAreas.map((area, index) => (
        <Section
          key={area.id}
          id={area.id}
          eyebrow={`${areas.areaEyebrow} ${index + 1} of ${researchAreas.length}`}
          title={area.title}
          alt={index % 2 === 0}
        >
          <div className="split science-area" style={accentStyle(accentColors[area.accentColor])}>
            <div>
              <h3 className="science-label">{areas.claimLabel}</h3>
              <p className="science-claim">{area.claim}</p>
              <h3 className="science-label">{areas.evidenceLabel}</h3>
              {area.evidence.map((paragraph) => (
                <p key={paragraph} className="muted">
                  {paragraph}
                </p>
              ))}
            </div>
            <div className="card card-accent science-papers">
              <h3 className="science-label">{areas.papersLabel}</h3>
              <ul>
                {area.papers.map((paper) => (
                  <li key={paper.url}>
                    <ExternalLink href={paper.url}>
                      {paper.title}
                      {searchLabel(paper.url)}
                    </ExternalLink>
                    <span className="small muted">{paper.source}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Section>
      ))}

      <Section
        id="approach"
        eyebrow={approach.eyebrow}
        title={approach.title}
        intro={approach.intro}
        alt
      >
        <TopicGrid items={approach.items} />
      </Section>

      <Section
        id="independent-foundation"
        eyebrow={foundation.eyebrow}
        title={foundation.title}
        intro={foundation.intro}
      >
        <div className="split">
          <div>
            {foundation.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ActionRow mail={foundation.mail} />
          </div>
          <ul className="card check-list science-foundation-points">
            {foundation.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="disclaimer-box science-disclaimer">
          <h3>{disclaimer.title}</h3>
          {disclaimer.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
    </>
  );
}
