import type { ScientificFoundationPage } from './scientific-foundation.schema';
import { methodStatement } from './claims';

/** Copy for /scientific-foundation (spec 2.14); the research areas live in research-areas.ts. */
export const scientificFoundationPage: ScientificFoundationPage = {
  intro: {
    eyebrow: 'Scientific Foundation',
    title: 'The peer-reviewed science behind our signals',
    lead: 'Independent research links geomagnetic and solar activity to human physiology: the heart, the brain, mood and behavior. The Market State Detector starts from that literature and tests, out of sample, whether the same environmental stress shows up in markets.',
  },
  badge: 'Independent, peer-reviewed research',
  exploreLabel: 'Explore the research areas',
  citedFindings: {
    title: 'Findings from the studies we cite',
    items: [
      { value: '5-15%', label: 'Higher stroke and cardiac mortality on elevated geomagnetic days' },
      { value: '24-48 h', label: 'Heart-rate-variability shifts before events' },
    ],
    note: 'Population-level associations reported in published studies. They are not proof of causation and not medical advice.',
  },
  areas: {
    eyebrow: 'Research areas',
    title: 'Four lines of evidence',
    intro:
      'Each area sets out what the literature claims, how strong the evidence is, and the key papers to read for yourself.',
    areaEyebrow: 'Research area',
    cardLinkLabel: 'Read the evidence',
    claimLabel: 'Claim',
    evidenceLabel: 'Evidence summary',
    papersLabel: 'Key papers',
  },
  approach: {
    eyebrow: 'From physiology to markets',
    title: 'How the science informs the classifier',
    intro:
      'The physiology is published science. The market link is our hypothesis, and we treat it as one.',
    items: [
      {
        title: 'Start from published physiology',
        description:
          'Every index begins with effects documented in independent, peer-reviewed studies, not with patterns mined from market data.',
      },
      {
        title: 'State a testable market hypothesis',
        description:
          'If environmental stress shifts mood, risk tolerance and decision-making across large populations, aggregate market behavior should reflect it. We write that down before testing it.',
      },
      {
        title: 'Fix the rules, then back-test them',
        description: methodStatement,
      },
    ],
  },
  foundation: {
    eyebrow: 'Independent foundation',
    title: 'An independent scientific foundation',
    intro: 'The research we build on was designed, funded and published by others.',
    paragraphs: [
      'Every study cited on this page was carried out by independent university, hospital and public research groups and published in peer-reviewed journals. Meridian Field Research did not fund, commission or co-author any of it.',
      'That independence matters: the physiological effects were documented before anyone tested them against markets, so our market research could not have shaped them.',
    ],
    points: [
      'Peer-reviewed journals only',
      'Indexed in PubMed and independently verifiable',
      'No funding or authorship ties to Meridian Field Research',
      'Full citations in the reference sheet',
    ],
    mail: {
      label: 'Request the Reference Sheet',
      template: {
        to: 'research',
        subject: 'Scientific Foundation Reference Sheet Request',
        body: 'Hello Meridian Field Research team,\n\nPlease send the Scientific Foundation reference sheet with full citations for the studies summarized on your website.\n\nName:\nOrganization:\nRole:\n\nThank you,\n',
      },
    },
  },
  disclaimer: {
    title: 'How to read this page',
    paragraphs: [
      'Published associations are not proof of causation, and effects reported at population level say nothing about any individual.',
      'Research only: nothing here is medical or investment advice. Market figures elsewhere on this site are historical back-tests (2012-2024) and do not guarantee future results.',
    ],
  },
};
