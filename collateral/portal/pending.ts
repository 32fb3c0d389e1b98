import type { PendingPages } from '../../src/shared/vault-schema';

/**
 * Destinations that portal buttons point to but whose content is not written yet (spec 2.1):
 * each says honestly what the page will be, why it is not available and where to go instead.
 */
export const pending: PendingPages = {
  '/internal/civil-unrest-calculator': {
    title: 'Civil Unrest Calculator (Withdrawn)',
    description:
      'This was to be a value calculator for the geo-social stress trigger. It will not be built for sales: geo-social work is in the research phase, not ready for market, and the earlier Civil Unrest Suite materials are obsolete. Do not mention it to prospects or clients.',
    alternatives: [
      { label: 'Geo-Social Research Status', to: '/internal/geo-social/status' },
      { label: 'Market State Detector ROI Calculator', to: '/internal/msd/roi' },
      { label: 'Grid Storm Alert Pilot', to: '/internal/grid/overview' },
    ],
  },
  '/internal/civil-unrest-pilot': {
    title: 'Civil Unrest Pilot (Withdrawn)',
    description:
      'This was to describe a pilot of the geo-social stress trigger. There is no commercial pilot: the research is not validated, and any future pilot would be limited to academic partners and conditional on validation. Do not offer or discuss a pilot or a timeline.',
    alternatives: [
      { label: 'Geo-Social Research Status', to: '/internal/geo-social/status' },
      { label: 'Market State Detector Pilot', to: '/internal/msd/suite' },
      { label: 'Grid Storm Alert Pilot', to: '/internal/grid/overview' },
    ],
  },
  '/internal/civil-unrest-api': {
    title: 'Civil Unrest API (Withdrawn)',
    description:
      'This was to document an API for the geo-social stress trigger. No such API exists or is planned for sale while the research is unvalidated. For API questions, describe the Market State Detector API (real-time state, alert history, documentation) instead.',
    alternatives: [
      { label: 'Geo-Social Research Status', to: '/internal/geo-social/status' },
      { label: 'Market State Detector API', to: '/internal/msd/suite' },
      { label: 'Collateral Library (API Overview)', to: '/internal/msd/docs' },
    ],
  },
  '/internal/grid/use-cases': {
    title: 'Grid Storm Alert Use Cases',
    description:
      'Detailed use cases for grid operators (control-room readiness, transformer protection, maintenance scheduling, reliability reporting), written up with pilot partners once the pilot is running. It is not available yet because the pilot launches in Aug 2025 and the write-ups will come from partner operations. The overview page lists the use cases in brief.',
    alternatives: [
      { label: 'Grid Storm Alert Pilot Overview', to: '/internal/grid/overview' },
      { label: 'Portal Home', to: '/internal/portal' },
    ],
  },
  '/internal/aerospace/radiation': {
    title: 'Aerospace Radiation Details',
    description:
      'Technical detail on the radiation warning: event definitions, how the 72-hour warning and the 2-3 day lead are produced, and validation behind recall 0.75 and precision 0.35. It will be published during beta (launch Oct 2025) once the first partners have reviewed it. Until then, use the overview and pass technical questions to the product lead.',
    alternatives: [
      { label: 'Aerospace Radiation Overview', to: '/internal/aerospace/overview' },
      { label: 'Portal Home', to: '/internal/portal' },
    ],
  },
  '/apis': {
    title: 'Public API Page',
    description:
      'A public page describing our APIs for prospects. It is not published yet: the grid and aerospace products are in pilot and beta, and their interfaces are not final. For the Market State Detector, describe the API in words (real-time state, alert history, documentation) and share technical detail through the SE team under NDA or sandbox access.',
    alternatives: [
      { label: 'Market State Detector API', to: '/internal/msd/suite' },
      { label: 'Collateral Library (API Overview)', to: '/internal/msd/docs' },
      { label: 'Guided Flow (Request Sandbox Access)', to: '/internal/msd/flow' },
    ],
  },
};
