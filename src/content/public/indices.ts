import { paths } from '@/shared/paths';
import type { CompositeIndex, PlatformIndex, SignalPlatformContent } from './indices.schema';

/** The Signal Platform overview (/solutions, also /prelumina and /pdi): page copy. */
export const signalPlatform: SignalPlatformContent = {
  hero: {
    eyebrow: 'Signal Platform',
    title: 'Five environmental indices. One systemic risk view.',
    lead: 'The Meridian Field Research signal platform turns geophysical, space-weather and behavioral data into five daily planetary dynamics indices and a composite Systemic Risk Index. The same research base powers the Market State Detector and our licensed data products.',
    note: 'Research only. Historical correlation patterns from back-tests (2012-2024); not investment advice.',
  },
  detectorLink: { label: 'Explore the Market State Detector', to: paths.msd },
  overviewLabel: 'Request the Platform Overview (PDF)',
  overviewMail: {
    to: 'sales',
    subject: 'Request Signal Platform Overview (PDF)',
    body: 'Hello Meridian Field Research team,\n\nPlease send me the Signal Platform overview PDF, covering the five indices, the composite Systemic Risk Index, data inputs and delivery options.\n\nName:\nOrganization:\nRole:\n\nThank you.',
  },
  indices: {
    eyebrow: 'The indices',
    title: 'Five drivers, measured every day',
    intro:
      'Each index isolates one environmental or behavioral driver, normalizes it against its own long-run history and publishes a daily reading. The codenames are the identifiers used in our data feeds and documentation.',
  },
  driverLabel: 'Driver',
  composite: {
    eyebrow: 'Composite',
    title: 'One composite reading of systemic risk',
    intro:
      'Individually, each driver is a weak signal. Historically, stress has clustered when several of them are elevated together, so the platform combines all five into a single composite reading.',
  },
  disclaimer:
    'Index readings describe historical correlation patterns observed in back-tests (2012-2024). They are research inputs, not trading signals, and are not investment, medical or professional advice. Meridian Field Research is not a registered investment adviser. Methodology and validation documentation are available under NDA.',
};

export const platformIndices: PlatformIndex[] = [
  {
    id: 'aisi',
    title: 'Volatility Stress Index',
    codename: 'AISI',
    driver: 'Behavioral Seasonality',
    description:
      'Tracks recurring seasonal and calendar patterns in collective behavior, such as periodic shifts in risk appetite and participation, and measures how far current conditions sit from the historical seasonal norm.',
    accentColor: '#c084fc',
  },
  {
    id: 'gami',
    title: 'Cognitive Load Index',
    codename: 'GAMI',
    driver: 'Geomagnetic Field Disturbance',
    description:
      'Built from planetary geomagnetic activity. Published research links geomagnetic disturbance with physiological stress markers; the index scores the intensity and persistence of disturbance against a long-run baseline.',
    accentColor: '#38bdf8',
  },
  {
    id: 'ceri',
    title: 'Coordination Index',
    codename: 'CERI',
    driver: 'Systemic Resonance',
    description:
      'Measures how closely the other drivers move into alignment. Otherwise independent inputs peaking together has historically accompanied stress episodes; CERI quantifies the degree of that coincidence.',
    accentColor: '#2dd4bf',
  },
  {
    id: 'soli',
    title: 'Environmental Sensitivity Index',
    codename: 'SOLI',
    driver: 'Solar Activity',
    description:
      'Derived from solar observations, including sunspot number, solar radio flux and flare and coronal mass ejection activity, normalized against the solar cycle so readings stay comparable from one cycle to the next.',
    accentColor: '#facc15',
  },
  {
    id: 'lumi',
    title: 'Operational Flow Index',
    codename: 'LUMI',
    driver: 'Tidal/Gravitational Influence',
    description:
      'Models lunar and solar gravitational cycles (tidal forcing, lunar phase and perigee). Because the driver is astronomical, the index is known well in advance, which makes it useful for planning around historically higher-friction periods.',
    accentColor: '#818cf8',
  },
];

export const compositeIndex: CompositeIndex = {
  title: 'Systemic Risk Index',
  label: 'AISI + GAMI + CERI + SOLI + LUMI',
  description:
    'The composite combines the five indices into one daily reading of environmental stress. It is the platform-level input to the Market State Detector, whose rules-based classifier maps market context into five daily states, from Calm to Systemic Stress.',
  points: [
    'One daily value with the contribution of each index kept visible, so every reading can be traced to its drivers.',
    'Fixed, versioned rules: readings are archived with SHA-256 hashes in an immutable object-lock archive, so history cannot drift.',
    'Available as a licensed data series alongside the five component indices.',
  ],
  accentColor: '#f87171',
};
