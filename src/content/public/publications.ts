import { paths } from '@/shared/paths';
import type { MailTemplate } from '../schema';
import type { Publication, ResourcesContent } from './publications.schema';

/** Resources (/resources): featured publications, research collaboration and the newsletter. */
export const resourcesPage: ResourcesContent = {
  hero: {
    eyebrow: 'Resources',
    title: 'Research you can check',
    lead: 'Our methodology, back-test reviews and applied case studies. Publications are sent on request so we can share the supporting documentation that goes with each one.',
    links: [
      { label: 'Browse Publications', to: `${paths.resources}#whitepapers` },
      { label: 'Research Collaboration', to: `${paths.resources}#research-collaboration` },
      { label: 'Newsletter', to: `${paths.resources}#newsletter` },
    ],
  },
  whitepapers: {
    eyebrow: 'Featured publications',
    title: 'Whitepapers and research',
    intro:
      'Request any publication and we will email it to you, with validation materials under NDA where they apply.',
  },
  requestLabel: 'Request Download',
  collaboration: {
    id: 'research-collaboration',
    eyebrow: 'Research collaboration',
    title: 'Work with our research team',
    intro:
      'We collaborate with universities, research institutes and in-house research teams on the links between environmental conditions, human behavior and system stress.',
    points: [
      'Access to the platform index series for approved research projects',
      'Joint study design, pre-registration and independent replication',
      'Co-authored publications with transparent methods and data provenance',
    ],
    label: 'Propose a Collaboration',
    mail: {
      to: 'research',
      subject: 'Research Collaboration Proposal',
      body: 'Hello Meridian Field Research team,\n\nI would like to propose a research collaboration.\n\nName:\nInstitution:\nResearch area:\nProposed question or study:\nData we would contribute:\n\nThank you.',
    },
  },
  newsletter: {
    id: 'newsletter',
    eyebrow: 'Newsletter',
    title: 'Research updates by email',
    intro:
      'A short, occasional email when we publish new research, update the methodology or open a beta. No daily signals, no trading commentary.',
    points: [
      'New publications and back-test reviews',
      'Methodology and documentation changes',
      'Research-track milestones and beta openings',
    ],
    label: 'Subscribe by Email',
    mail: {
      to: 'contact',
      subject: 'Newsletter Subscription Request',
      body: 'Hello Meridian Field Research team,\n\nPlease add me to the research newsletter.\n\nName:\nOrganization:\n\nThank you.',
    },
  },
  disclaimer:
    'Publications describe historical back-tests (2012-2024) and published research. They are for research and information only, not investment, medical or professional advice.',
};

function request(title: string): MailTemplate {
  return {
    to: 'research',
    subject: `Request Download: ${title}`,
    body: `Hello Meridian Field Research team,\n\nPlease send me a copy of "${title}".\n\nName:\nOrganization:\nRole:\n\nThank you.`,
  };
}

function publication(fields: Omit<Publication, 'request' | 'downloadUrl'>): Publication {
  return { ...fields, downloadUrl: '#', request: request(fields.title) };
}

export const publications: Publication[] = [
  publication({
    id: 'msd-methodology',
    title: 'Rules-Based Market State Classification: Methodology Overview',
    description:
      'How the Market State Detector turns environmental and alternative data into five daily market states, how the rules are fixed and versioned, and how the 2012-2024 back-test was run.',
    type: 'Whitepaper',
    length: '24 pages',
    datePublished: '2025-03-18',
  }),
  publication({
    id: 'audit-ready-signals',
    title: 'Audit-Ready Signals: Immutable Archives and Zero Drift',
    description:
      'Why every classification is hashed with SHA-256 and stored in an immutable object-lock archive, and how a compliance team can verify the signal history independently.',
    type: 'Whitepaper',
    length: '18 pages',
    datePublished: '2024-10-08',
  }),
  publication({
    id: 'geomagnetic-market-stress',
    title: 'Geomagnetic Disturbance and Market Stress: A Back-Test Review',
    description:
      'A review of stress episodes from 2012 to 2024 against geomagnetic and solar conditions, with the limits of the evidence stated plainly.',
    type: 'Research Brief',
    length: '12 pages',
    datePublished: '2025-06-10',
  }),
  publication({
    id: 'irrigation-timing',
    title: 'Environmental Timing in Irrigation Planning',
    description:
      'How an agricultural operator used environmental timing signals to plan irrigation, with 15% lower irrigation water use over the study period.',
    type: 'Case Study',
    length: '10 pages',
    datePublished: '2024-07-22',
  }),
  publication({
    id: 'logistics-environmental-signals',
    title: 'Environmental Signals in Logistics and Supply Chain Operations',
    description:
      'Where geophysical and space-weather data can inform routing and fuel planning, including a case study with 9% lower fuel consumption, and future applications from 2026.',
    type: 'Industry Report',
    length: '32 pages',
    datePublished: '2025-01-28',
  }),
];
