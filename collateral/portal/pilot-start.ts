import type { PilotStart } from '../../src/shared/vault-schema';

/**
 * Where the financial signals calculator's "Start 60-Day Pilot" button leads (spec 2.6). The older
 * suite's 60-day pilot is not sold; the button starts the pilot that is: the 90-Day Institutional
 * Pilot (spec 9), whose terms and request email this page shows.
 */
export const pilotStart: PilotStart = {
  title: 'Start a Pilot',
  lead: 'The pilot we offer is the 90-Day Institutional Pilot of the Market State Detector: $8,000 per month, 3-month commitment ($24,000 total), cancel anytime after month 3. The calculator tier labelled "60-day Pilot" is priced the same $8,000 per month; quote these pilot terms, not the label.',
  steps: [
    'Name the sponsor who can approve a $24,000 pilot commitment and agree what success looks like at the end of the 90 days.',
    'Prepare the value conversation with the ROI calculator, and share figures only with the disclaimers.',
    'Send the Request 90-Day Institutional Pilot email below to start the pilot.',
  ],
  links: [
    { label: 'Market State Detector ROI Calculator', to: '/internal/msd/roi' },
    { label: 'Sales Playbook: Close', to: '/internal/msd/playbook' },
    { label: 'Product Overview and Access Programs', to: '/internal/msd/suite' },
  ],
};
