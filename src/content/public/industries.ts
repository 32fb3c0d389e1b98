import { paths } from '@/shared/paths';
import type {
  FinanceIndustry,
  HealthcareIndustry,
  IndustriesIndex,
  IndustryCard,
  SectorIndustry,
} from './industries.schema';

/**
 * Copy for the industry pages (spec 2.15). Figures are the spec's only: the 2012-2024 back-test
 * metrics and the two pilot results (15% less irrigation water, 9% less fuel). Everything else is
 * qualitative on purpose.
 */

const signOff = '\n\nThank you,\n';

export const financeIndustry: FinanceIndustry = {
  intro: {
    eyebrow: 'Finance and Trading',
    title: 'Market-state context before the opening bell',
    lead: 'The Market State Detector issues a daily pre-market classification of market stress from environmental and alternative data. Finance teams use it as an independent input to volatility, hedging and risk decisions, alongside the tools they already run.',
  },
  heroMail: {
    label: 'Request an Analytics Platform Demo',
    template: {
      to: 'sales',
      subject: 'Analytics Platform Demo Request - Finance and Trading',
      body: `Hello Meridian Field Research team,\n\nI would like to schedule a demo of the analytics platform and the Market State Detector's historical classifications (2012-2024).\n\nName:\nFirm:\nRole:\nStrategies or asset classes:\nPreferred dates and times:${signOff}`,
    },
  },
  metrics: {
    eyebrow: 'Back-test highlights',
    title: 'What the historical record shows',
    intro:
      'Headline figures from the 2012-2024 back-test of the rules-based classifier. They describe the past, not future results.',
    items: [
      { value: '2-4 days', label: 'Advance warning ahead of historical stress episodes' },
      { value: '85%', label: 'True-positive rate in the back-test' },
      { value: '~15', label: 'Stress classifications a year, on average' },
      { value: '2012-2024', label: 'Back-test period, with versioned and frozen rules' },
    ],
    note: 'Historical back-test results (2012-2024). Not a forecast, not trading signals and not investment advice. Validation documentation and episode manifests are available under NDA.',
  },
  applications: {
    eyebrow: 'Applications',
    title: 'Where finance teams put it to work',
    intro: 'One daily classification, used in three recurring decisions.',
    items: [
      {
        title: 'Volatility forecasting',
        description:
          'A stress classification before the open gives volatility desks early context on regimes in which volatility has historically expanded.',
        points: [
          'Daily classification issued pre-market',
          'Five states, from Calm to Systemic Stress',
          'An input to your volatility models, not a replacement',
        ],
      },
      {
        title: 'Portfolio protection',
        description:
          'Elevated classifications prompt a review of hedges, exposure and liquidity while there is still time to act, rather than after a drawdown has started.',
        points: [
          'Historical advance warning of 2-4 days to plan rather than react',
          'Clear escalation path between the five states',
          'Calm only when every stress classification is inactive',
        ],
      },
      {
        title: 'Risk management',
        description:
          'An environmental data source that shares no inputs with price-based risk models, for limit reviews, stress testing and risk-committee reporting.',
        points: [
          'Auditable signal history (SHA-256, immutable archive)',
          'Versioned rules with no retroactive changes',
          'Methodology and compliance documentation under NDA',
        ],
      },
    ],
  },
  audiences: {
    eyebrow: 'Who it is for',
    title: 'Built for institutional teams',
    items: [
      {
        title: 'Hedge funds',
        description:
          'Macro, volatility and multi-strategy funds looking for a non-price input to regime and sizing decisions.',
      },
      {
        title: 'Institutional investors',
        description:
          'Pension plans, endowments and insurers that want earlier context for rebalancing and overlay programs.',
      },
      {
        title: 'Trading desks',
        description:
          'Bank and proprietary desks that set risk limits and hedges every morning before the open.',
      },
      {
        title: 'Family offices',
        description:
          'Principals and CIOs who want an auditable, explainable stress read without building a research team.',
      },
    ],
  },
  demo: {
    eyebrow: 'Next step',
    title: 'See the analytics platform on your own questions',
    intro:
      'We walk your team through the historical classifications, the methodology and the audit trail, and discuss how a pilot would fit your process.',
    links: [
      { label: 'Market State Detector', to: paths.msd },
      { label: 'Institutional Pilot Program', to: paths.msdAnchor('pricing') },
    ],
    mail: {
      label: 'Request an Analytics Platform Demo',
      template: {
        to: 'sales',
        subject: 'Analytics Platform Demo Request - Finance and Trading',
        body: `Hello Meridian Field Research team,\n\nWe would like a demo of the analytics platform and a conversation about the Institutional Pilot Program.\n\nName:\nFirm:\nRole:\nWhat we would like to evaluate:\nPreferred dates and times:${signOff}`,
      },
    },
    dataInActionLabel: 'See the Data In Action',
  },
  disclaimer:
    'For institutional research only. Figures are historical back-tests (2012-2024) of correlation patterns and do not guarantee future results. The Market State Detector is not investment advice and does not issue trading signals; Meridian Field Research is not a registered investment adviser.',
};

export const agricultureIndustry: SectorIndustry = {
  intro: {
    eyebrow: 'Agriculture and Resources',
    title: 'Environmental timing for water and resource decisions',
    lead: 'Growers and resource managers make daily decisions against weather, water and cost uncertainty. Our environmental indices add geophysical and space-weather context to those decisions, starting with irrigation scheduling.',
  },
  challenges: {
    eyebrow: 'The challenge',
    title: 'Four pressures on every season',
    items: [
      {
        title: 'Scarce, regulated water',
        description:
          'Irrigation water is increasingly rationed, priced and regulated. Every unnecessary cycle costs allocation, pumping energy and money.',
      },
      {
        title: 'Timing under volatile conditions',
        description:
          'Variable weather makes fixed schedules less reliable. When to irrigate, spray or harvest matters as much as how much.',
      },
      {
        title: 'Rising input and energy costs',
        description:
          'Pumping, fertilizer and labor costs leave thin margins for decisions made on incomplete information.',
      },
      {
        title: 'Planning across seasons',
        description:
          'Water allocations, crop mix and procurement are planned months ahead, with little structured data on environmental stress.',
      },
    ],
  },
  caseStudy: {
    eyebrow: 'Case study',
    title: 'Irrigation scheduling pilot',
    kind: 'Pilot study',
    name: 'Irrigation scheduling with environmental index context',
    metric: { value: '15%', label: 'lower irrigation water use' },
    context:
      'An irrigated farming operation ran its regular scheduling process with our daily environmental index context added during a growing-season pilot.',
    approach:
      "Irrigation decisions combined the operation's existing soil-moisture and weather inputs with our environmental indices. Water use was then compared with the operation's standard scheduling practice.",
    outcome:
      "The pilot recorded 15% lower irrigation water use than the operation's standard schedule.",
    caveat:
      'A single-operation pilot. Results depend on crop, soil, climate and management practice and may not carry over to other operations. Study details are available on request under NDA.',
  },
  future: {
    eyebrow: 'Future applications',
    title: 'Where agriculture research goes next: 2026+',
    intro:
      'Research directions for agriculture and resources from 2026 onward. None of them is an available product today.',
    items: [
      {
        tag: '2026+',
        title: 'Pest and disease pressure windows',
        description:
          'Testing whether environmental context helps time scouting and crop-protection decisions.',
      },
      {
        tag: '2026+',
        title: 'Harvest and labor scheduling',
        description:
          'Environmental context for planning crews, equipment and harvest windows a few days ahead.',
      },
      {
        tag: '2026+',
        title: 'Water allocation and reservoir planning',
        description:
          'Season-scale context for irrigation districts and water managers allocating scarce supply.',
      },
      {
        tag: '2026+',
        title: 'Input and commodity procurement timing',
        description:
          'Research on whether environmental stress context helps time purchases of energy, fertilizer and feed.',
      },
    ],
  },
  next: {
    eyebrow: 'Next step',
    title: 'Explore a pilot for your operation',
    intro:
      'Start with the indices behind the pilot, read how we run our research, or ask us about a consultation for your operation.',
    links: [
      { label: 'Explore the Signal Platform', to: paths.pdi },
      { label: 'Our Research Program', to: paths.research },
    ],
    mail: {
      label: 'Request a Consultation',
      template: {
        to: 'sales',
        subject: 'Agriculture and Resources Consultation Request',
        body: `Hello Meridian Field Research team,\n\nI would like to discuss how your environmental indices could support planning in our operation.\n\nName:\nOrganization:\nCrops or resources managed:\nRegion:\nDecisions we would like to improve (irrigation, harvest, procurement, other):${signOff}`,
      },
    },
  },
  disclaimer:
    'Research only. Pilot results are specific to the operation studied and do not guarantee future results. Not agronomic, financial or professional advice.',
};

export const logisticsIndustry: SectorIndustry = {
  intro: {
    eyebrow: 'Logistics and Supply Chain',
    title: 'Disruption-aware planning for fleets and networks',
    lead: 'Space weather and geophysical conditions affect navigation, communications and the people who run logistics networks. Our indices turn that environmental context into planning input for routing, scheduling and fuel.',
  },
  challenges: {
    eyebrow: 'The challenge',
    title: 'Four pressures on every network',
    items: [
      {
        title: 'Fuel cost and consumption',
        description:
          'Fuel is one of the largest controllable costs in transport, and small routing and timing gains compound across a fleet.',
      },
      {
        title: 'Navigation and communication disruption',
        description:
          'Geomagnetic storms can degrade satellite-navigation accuracy and high-frequency radio, affecting tracking, routing and maritime operations.',
      },
      {
        title: 'Schedule reliability',
        description:
          'Late departures and missed connections cascade through hubs, warehouses and last-mile delivery.',
      },
      {
        title: 'Workforce fatigue and safety',
        description:
          'Driver and operator alertness drives incident risk, yet planning tools rarely account for environmental stressors.',
      },
    ],
  },
  caseStudy: {
    eyebrow: 'Case study',
    title: 'Route and fuel planning pilot',
    kind: 'Pilot study',
    name: 'Fuel-aware route planning with environmental index context',
    metric: { value: '9%', label: 'lower fuel consumption' },
    context:
      'A fleet operator added our daily environmental indices to its route and dispatch planning for a pilot period, and the results were reviewed retrospectively against its usual planning.',
    approach:
      'Planners used the index context to adjust departure timing and route choice on elevated days. Fuel consumption was compared with comparable routes planned the usual way.',
    outcome: 'The pilot recorded 9% lower fuel consumption on the routes studied.',
    caveat:
      'A single-fleet pilot. Results depend on fleet, network and operating conditions and may not carry over to other operators. Study details are available on request under NDA.',
  },
  future: {
    eyebrow: 'Future applications',
    title: 'Where logistics research goes next',
    intro:
      'Research directions we are developing for 2026 and beyond. None of them is an available product today.',
    items: [
      {
        tag: 'In research',
        title: 'Navigation disruption advisories',
        description:
          'Advance notice of space-weather conditions that have historically degraded satellite positioning and radio.',
      },
      {
        tag: 'In research',
        title: 'Port and maritime scheduling',
        description:
          'Environmental context for vessel, berth and crane planning, built on maritime data now being ingested.',
      },
      {
        tag: 'In research',
        title: 'Cold-chain risk windows',
        description:
          'Flagging days on which temperature-sensitive shipments may need extra margin or monitoring.',
      },
      {
        tag: 'In research',
        title: 'Maintenance and capacity planning',
        description:
          'Aligning maintenance windows and spare capacity with periods of historically elevated disruption.',
      },
    ],
  },
  next: {
    eyebrow: 'Next step',
    title: 'Explore a pilot for your network',
    intro:
      'See the indices behind the pilot, read how we run our research, or tell us about your network and the decisions you want to improve.',
    links: [
      { label: 'Explore the Signal Platform', to: paths.pdi },
      { label: 'Our Research Program', to: paths.research },
    ],
    mail: {
      label: 'Discuss a Logistics Pilot',
      template: {
        to: 'sales',
        subject: 'Logistics and Supply Chain Pilot Inquiry',
        body: `Hello Meridian Field Research team,\n\nI would like to discuss a logistics pilot using your environmental indices.\n\nName:\nOrganization:\nFleet or network (road, rail, maritime, air):\nDecisions we would like to improve (routing, fuel, scheduling, other):${signOff}`,
      },
    },
  },
  disclaimer:
    'Research only. Pilot results are specific to the fleet studied and do not guarantee future results. Not operational, safety or professional advice.',
};

export const healthcareIndustry: HealthcareIndustry = {
  intro: {
    eyebrow: 'Healthcare and Public Safety',
    title: 'Exploratory research on environmental stress and population health',
    lead: 'Published studies associate geomagnetic activity with cardiovascular, neurological and behavioral outcomes. With research partners, we are exploring whether that knowledge can help health systems and public-safety agencies plan capacity.',
  },
  notice:
    'Research only. Nothing on this page is medical advice, a diagnostic tool or a clinical decision aid, and we make no predictions about individual patients.',
  challenges: {
    eyebrow: 'Exploratory challenges',
    title: 'Questions we are investigating',
    intro: 'Open research questions, not solved problems.',
    items: [
      {
        tag: 'Exploratory',
        title: 'Emergency demand surges',
        description:
          'Can environmental context help explain day-to-day variation in emergency department and ambulance demand?',
      },
      {
        tag: 'Exploratory',
        title: 'Cardiovascular and stroke admissions',
        description:
          'Population studies link elevated geomagnetic activity with more stroke and cardiac events. How consistent is that pattern in local admissions data?',
      },
      {
        tag: 'Exploratory',
        title: 'Behavioral health and crisis demand',
        description:
          'Studies associate geomagnetic storms with depression admissions and suicide statistics. Could crisis services use that as planning context?',
      },
      {
        tag: 'Exploratory',
        title: 'Public-safety workload',
        description:
          'Do incident volumes for police, fire and emergency dispatch vary with environmental stress in ways that matter for staffing?',
      },
    ],
  },
  initiatives: {
    eyebrow: 'Research initiatives',
    title: 'How we are approaching it',
    items: [
      {
        title: 'Literature synthesis',
        description:
          'A maintained review of peer-reviewed studies on geomagnetic and solar activity and human physiology, summarized on our Scientific Foundation page.',
      },
      {
        title: 'Retrospective admissions analysis',
        description:
          'Work with partner institutions on de-identified, aggregate admissions data, testing published associations on data they were not found in.',
      },
      {
        title: 'Lead-time evaluation methods',
        description:
          'Methods for measuring whether, and how far ahead, environmental indices relate to demand, reporting false positives alongside hits.',
      },
      {
        title: 'Ethics and data governance',
        description:
          'Aggregate data only, partner ethics review, and publication of methods whatever the outcome.',
      },
    ],
  },
  possibilities: {
    eyebrow: 'Future possibilities',
    title: 'What this could enable, if validated',
    intro:
      'Possibilities only. Each would need independent validation and, where applicable, regulatory review before any operational use.',
    items: [
      {
        tag: 'If validated',
        title: 'Capacity-planning context',
        description:
          'Aggregate, population-level context for staffing and bed planning a few days ahead.',
      },
      {
        tag: 'If validated',
        title: 'Public-safety staffing context',
        description: 'Environmental context for dispatch and shift planning in emergency services.',
      },
      {
        tag: 'If validated',
        title: 'Research data sets for partners',
        description:
          "Curated environmental index histories to support partners' own peer-reviewed studies.",
      },
    ],
  },
  next: {
    eyebrow: 'Collaborate',
    title: 'Work with us on the research',
    intro:
      'We are looking for hospital systems, public-health researchers and public-safety agencies interested in joint retrospective studies.',
    links: [
      { label: 'Our Research Program', to: paths.research },
      { label: 'Scientific Foundation', to: paths.scientificFoundation },
    ],
    mail: {
      label: 'Propose a Research Collaboration',
      template: {
        to: 'research',
        subject: 'Healthcare and Public Safety Research Collaboration',
        body: `Hello Meridian Field Research team,\n\nWe are interested in a research collaboration on environmental stress and population health or public-safety demand.\n\nName:\nInstitution or agency:\nRole:\nResearch question or data we could contribute (aggregate, de-identified):${signOff}`,
      },
    },
  },
  disclaimer:
    'Research only. Not medical advice, not a medical device and not a substitute for clinical judgment or public-health guidance. Associations reported in published studies do not establish causation.',
};

export const industryCards: IndustryCard[] = [
  {
    title: 'Agriculture and Resources',
    description:
      'Irrigation timing and resource planning. Pilot study: 15% lower irrigation water use.',
    icon: 'sprout',
    path: paths.industriesAgriculture,
    comingSoon: false,
  },
  {
    title: 'Logistics and Supply Chain',
    description:
      'Disruption-aware routing and fuel planning. Pilot study: 9% lower fuel consumption.',
    icon: 'truck',
    path: paths.industriesLogistics,
    comingSoon: false,
  },
  {
    title: 'Emergency Services',
    description: 'Environmental context for dispatch volumes, crew scheduling and surge readiness.',
    icon: 'siren',
    comingSoon: true,
  },
  {
    title: 'IT Infrastructure',
    description:
      'Space-weather awareness for data centers, networks and satellite-dependent services.',
    icon: 'server',
    comingSoon: true,
  },
  {
    title: 'Software Development',
    description:
      'Signal access for teams building environmental context into their own products and tools.',
    icon: 'code',
    comingSoon: true,
  },
  {
    title: 'Pharmaceuticals',
    description:
      'Environmental activity histories for clinical and epidemiological research teams.',
    icon: 'pill',
    comingSoon: true,
  },
  {
    title: 'Energy Production',
    description: 'Geomagnetic disturbance context for grid operators and generation planning.',
    icon: 'bolt',
    comingSoon: true,
  },
  {
    title: 'Real Estate',
    description: 'Environmental risk context for portfolio, insurance and site-selection research.',
    icon: 'building',
    comingSoon: true,
  },
];

export const industriesIndex: IndustriesIndex = {
  intro: {
    eyebrow: 'Industry Applications',
    title: 'Environmental signals beyond the trading desk',
    lead: 'The environmental data behind the Market State Detector also informs planning in other sectors. Two applications have pilot results; six more are in development.',
  },
  grid: {
    eyebrow: 'By sector',
    title: 'Applications by sector',
    intro: 'Open an available application for its challenges, case study and next steps.',
    comingSoonLabel: 'Coming Soon',
    openLabel: 'View application',
  },
  related: {
    eyebrow: 'Also see',
    title: 'Finance and healthcare',
    links: [
      {
        label: 'Finance and Trading',
        to: paths.industriesFinance,
        description: 'Daily pre-market market-state classification for institutional finance.',
      },
      {
        label: 'Healthcare and Public Safety',
        to: paths.industriesHealthcare,
        description: 'Exploratory research on environmental stress and population health.',
      },
    ],
  },
  custom: {
    eyebrow: 'Custom applications',
    title: 'Have a different decision in mind?',
    intro:
      'If your sector is not listed, tell us about the decision you want to inform. We will tell you candidly whether our data can help.',
    mail: {
      label: 'Discuss a Custom Application',
      template: {
        to: 'sales',
        subject: 'Custom Industry Application Inquiry',
        body: `Hello Meridian Field Research team,\n\nWe would like to explore a custom application of your environmental signals.\n\nName:\nOrganization:\nSector:\nThe decision we want to inform:\nData we already use:${signOff}`,
      },
    },
  },
};
