import { paths } from '@/shared/paths';
import { methodStatement } from './claims';
import type { ResearchPage } from './research.schema';

/**
 * Copy for /research, the research program page the industry pages link to. The spec does not
 * show its content; it describes method and tracks only and claims no results of its own.
 */
export const researchPage: ResearchPage = {
  intro: {
    eyebrow: 'Research Program',
    title: 'Research that is written down before it is tested',
    lead: 'We study how environmental conditions, from geomagnetic and solar activity to tidal cycles, relate to collective human behavior and market stress. The program is built to be checked: hypotheses first, then fixed, versioned rules back-tested on 2012-2024 history.',
  },
  foundationLinkLabel: 'Read the Scientific Foundation',
  approach: {
    eyebrow: 'Our approach',
    title: 'How we do research',
    intro:
      'Four rules apply to every line of work, from the Market State Detector to our industry pilots.',
    items: [
      {
        title: 'Hypothesis-driven',
        description:
          'Each line of work starts from a written hypothesis grounded in peer-reviewed physiology and behavior research, stated before any market data is examined.',
        points: [
          'Mechanism and expected direction stated up front',
          'Hypotheses that fail are recorded, not quietly dropped',
        ],
      },
      {
        title: 'Back-tested, 2012-2024',
        description: methodStatement,
        points: [
          'Hits, misses and false positives reported together',
          'Episode manifests available under NDA',
        ],
      },
      {
        title: 'Versioned, frozen rules',
        description:
          'Every rule set is versioned and archived. Published classifications are never revised after the fact: zero drift.',
        points: ['SHA-256 hashed signal history', 'Immutable object-lock archive'],
      },
      {
        title: 'Open to audit',
        description:
          'Methodology, validation documentation and episode manifests are available to institutional clients and research partners under NDA.',
        points: ['Backtested and audit-ready', 'Compliance documentation for due diligence'],
      },
    ],
  },
  tracks: {
    eyebrow: 'Current research',
    title: 'Research tracks',
    intro:
      'Described in broad terms here; detailed status and interim findings are shared with partners under NDA.',
    items: [
      {
        title: 'Market-state classification',
        description:
          'Refining the five-state classifier: state definitions, lead-time stability and false-positive control across market regimes.',
        link: { label: 'Market State Detector', to: paths.msd },
      },
      {
        title: 'Environmental indices',
        description:
          'Developing the five environmental indices (behavioral seasonality, geomagnetic disturbance, systemic resonance, solar activity and tidal/gravitational influence) and the composite Systemic Risk Index.',
        link: { label: 'Signal Platform', to: paths.solutions },
      },
      {
        title: 'Operational applications',
        description:
          'Pilot and retrospective studies applying the indices to operational decisions in agriculture and logistics, such as irrigation timing and route planning.',
        link: { label: 'Industry Applications', to: paths.industriesMore },
      },
      {
        title: 'Health and public safety',
        description:
          'Exploratory, research-only work with partners on environmental stress and population-level demand for health and emergency services.',
        link: { label: 'Healthcare and Public Safety', to: paths.industriesHealthcare },
      },
      {
        title: 'New environmental data',
        description:
          'Evaluating additional sources, including maritime data, for coverage, quality and length of history before any of it is used in a model.',
        link: { label: 'Future Products', to: paths.futureProducts },
      },
    ],
  },
  collaborate: {
    eyebrow: 'Collaborate',
    title: 'Research with us',
    intro:
      'We work with researchers and institutions who want to test these questions rigorously, including those who expect to find nothing.',
    offer: {
      title: 'What we bring',
      points: [
        'Historical classification and index archives (under NDA)',
        'Methodology documentation and every rule version',
        'Engineering support for data alignment and back-testing',
        'Joint publication, whatever the results',
      ],
    },
    lookingFor: {
      title: 'Who we are looking for',
      points: [
        'Academic groups in space weather, biometeorology, epidemiology and behavioral finance',
        'Hospital systems and public-safety agencies with aggregate, de-identified data',
        'Institutional research teams who want to replicate or challenge our results',
        'Data providers with long, clean environmental histories',
      ],
    },
    mail: {
      label: 'Propose a Research Collaboration',
      template: {
        to: 'research',
        subject: 'Research Collaboration Proposal',
        body: 'Hello Meridian Field Research team,\n\nI would like to propose a research collaboration.\n\nName:\nInstitution:\nField:\nResearch question:\nData or expertise we could contribute:\n\nThank you,\n',
      },
    },
  },
  further: {
    eyebrow: 'Further reading',
    title: 'Go deeper',
    links: [
      {
        label: 'Scientific Foundation',
        to: paths.scientificFoundation,
        description:
          'The peer-reviewed studies behind our four research areas, with a link to every paper.',
      },
      {
        label: 'Resources',
        to: paths.resources,
        description: 'Whitepapers, case studies and research briefs, available on request.',
      },
      {
        label: 'Industry Applications',
        to: paths.industriesMore,
        description: 'Where the environmental indices are being applied outside finance.',
      },
    ],
  },
  disclaimer:
    'Research only. Back-test figures describe 2012-2024 history and do not guarantee future results. Nothing on this page is investment, medical or professional advice.',
};
