import { paths } from '@/shared/paths';
import type { AboutMail, AboutPage } from './about.schema';

export const aboutMail: AboutMail = {
  founderCall: {
    to: 'founder',
    subject: 'Book a Call With the Founder',
    body: [
      'Hello Adrian,',
      '',
      'I would like to book a call to discuss the Market State Detector and the research of Meridian Field Research.',
      '',
      'Name: [Your name]',
      'Firm: [Your firm]',
      'Role: [Your role]',
      'Topics: [e.g. pilot, data licensing, research collaboration]',
      'Suggested times (with time zone): [Your availability]',
      '',
      'Thank you.',
    ].join('\n'),
  },
};

export const aboutPage: AboutPage = {
  hero: {
    eyebrow: 'About Meridian Field Research',
    title: 'Environmental data, held to an institutional standard',
    lead: 'We study how environmental conditions line up with collective behavior, and turn the most robust patterns into rules-based research signals that institutions can audit for themselves.',
  },
  whatWeDo: {
    title: 'What We Do',
    paragraphs: [
      'Meridian Field Research studies historical correlations between environmental data (geophysical activity, space weather and related natural cycles) and collective human behavior, and publishes the most robust of them as fixed, rules-based signals.',
      'Our flagship, the Market State Detector, issues a daily pre-market classification of market stress for institutional investors. We also license historical correlation data, build a broader signal platform, and run research tracks in infrastructure, health and logistics.',
    ],
  },
  vision: {
    title: 'The Vision',
    paragraphs: [
      'Environmental conditions are an under-used source of information about collective behavior, and one that does not depend on the price data every market participant already watches.',
      'We want that source treated like any serious alternative data set: fixed methods, documented inputs and results that others can check. We start with markets and extend to sectors where collective stress has real-world costs.',
    ],
  },
  differentiators: {
    title: 'What Makes Our Research Different',
    intro: 'Four commitments that apply to every signal we publish.',
    items: [
      {
        title: 'Backtested',
        text: 'Every figure we quote comes from a documented historical back-test, currently 2012-2024 for the Market State Detector, with the episodes listed one by one.',
      },
      {
        title: 'Audit-Ready',
        text: 'Methodology, KPIs, drift checks and episode manifests are packaged for due-diligence and compliance teams, available under NDA.',
      },
      {
        title: 'Immutable',
        text: 'Each classification is hashed with SHA-256 and stored in an object-lock archive, so the signal history cannot be rewritten after the fact.',
      },
      {
        title: 'Zero Drift',
        text: 'Rules are frozen and feature manifests are versioned. We do not re-fit to recent data, and drift checks show the live rules are the tested ones.',
      },
    ],
  },
  validation: {
    title: 'Research Validation',
    intro:
      'Our claims rest on a long research record and documented back-tests, and we make the evidence available for independent review rather than asking for trust.',
    claimIds: ['researchYears', 'backtestPeriod', 'licensingHistory'],
    disclaimer:
      'Back-tested results are hypothetical: they are computed by applying rules retrospectively, do not reflect actual trading and do not guarantee future results. Correlation is not causation. Validation documentation and episode manifests are available under NDA. For research only; not investment, medical or professional advice.',
  },
  science: {
    title: 'The Science',
    paragraphs: [
      'Our work builds on published, peer-reviewed research linking geomagnetic and solar activity to human physiology and behavior, including cardiovascular, neurological and behavioral outcomes on geomagnetically disturbed days.',
      'We treat those findings as a reason to test, not as proof: each candidate relationship is checked against long historical records before it becomes part of any signal.',
    ],
    ctaLabel: 'Explore the Scientific Foundation',
    ctaTo: paths.scientificFoundation,
  },
  audiences: {
    title: 'Who We Work With',
    intro: 'Institutions that need an independent, documented view of collective stress.',
    groups: [
      {
        title: 'Financial institutions',
        members: ['Hedge funds', 'Institutional investors', 'Trading desks', 'Family offices'],
      },
      {
        title: 'Public sector and infrastructure',
        members: [
          'Infrastructure operators',
          'Government agencies',
          'Healthcare and public-safety organizations',
        ],
      },
      {
        title: 'Industry',
        members: ['Aerospace', 'Agriculture', 'Logistics'],
      },
    ],
  },
  founder: {
    title: 'Who Built This',
    name: 'Dr. Adrian Hale',
    role: 'Founder and Principal Researcher',
    photo: {
      src: '/about/founder.svg',
      alt: 'Portrait of Dr. Adrian Hale, Founder and Principal Researcher at Meridian Field Research',
    },
    bio: [
      'Adrian Hale has spent more than three decades studying how environmental and geophysical cycles line up with human behavior, and how those patterns appear in markets. That long-running research is the foundation of the signal library.',
      'He built the Market State Detector to the standard he wanted as a researcher: fixed rules, versioned inputs, an immutable record of every classification, and evidence an institution can check for itself.',
    ],
    profileLabel: 'Professional profile',
    blogLabel: 'Research blog',
  },
  cta: {
    title: 'Want In?',
    text: 'If you lead risk, research or strategy at an institution and want to know whether environmental signals belong in your process, talk to the founder directly. The validation packet is shared under NDA.',
    buttonLabel: 'Book a Call With the Founder',
  },
};
