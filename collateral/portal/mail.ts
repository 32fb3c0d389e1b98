import type { PortalMail } from '../../src/shared/vault-schema';

/**
 * Mail drafts the portal opens (spec 7): fixed subjects, bodies a rep fills in straight after a
 * prospect conversation. Square brackets mark what the rep must replace before sending.
 */

const prospect = [
  'Prospect firm: [Firm name]',
  'Contact: [Name], [Role], [Email], [Phone]',
  'Persona: [Quant Fund / Discretionary PM / Risk Officer / C-Suite]',
];

const rep = ['Rep: [Your name]', 'Date of conversation: [Date]'];

const framing =
  'Framing confirmed with the prospect: the Market State Detector is research analytics based on historical back-tests (2012-2024); it is not investment advice and projections are hypothetical.';

export const mail: PortalMail = {
  annualLicense: {
    to: 'sales',
    subject: 'Annual License Pricing Inquiry',
    body: [
      'Hello Sales team,',
      '',
      'Please prepare Annual License pricing for the Market State Detector following my conversation with the prospect below. Annual License pricing is custom and based on AUM.',
      '',
      ...prospect,
      'Approximate AUM: [USD millions]',
      'Pilot status: [Completed 90-day pilot / Pilot in progress / No pilot]',
      'Primary users: [Risk committee, PMs, quant research, C-suite]',
      'Delivery needed: [Email alerts / Webhook / CSV / API]',
      'States they care about most: [Systemic Stress, Volatility Spike, Stress, Turning, Calm]',
      'Target start date: [Date]',
      'Budget owner and approval path: [Name, role, steps]',
      'Competing alternatives mentioned: [e.g. in-house regime model, VIX dashboards]',
      '',
      framing,
      '',
      ...rep,
      '',
      'Thank you.',
    ].join('\n'),
  },
  institutionalPilot: {
    to: 'sales',
    subject: 'Request 90-Day Institutional Pilot',
    body: [
      'Hello Sales team,',
      '',
      'Please set up a 90-Day Institutional Pilot of the Market State Detector for the prospect below: $8,000 per month, 3-month commitment ($24,000 total), cancel anytime after month 3.',
      '',
      ...prospect,
      'Approximate AUM: [USD millions]',
      'NDA status: [Not sent / Sent / Signed]',
      'Delivery for the pilot: [Email alerts / Webhook / CSV / API]',
      'Pilot success measure agreed with the prospect: [e.g. alerts compared with their risk-review log]',
      'Integration contact on their side: [Name, role]',
      'Compliance review needed before start: [Yes / No]',
      'Requested start date: [Date]',
      '',
      framing,
      '',
      ...rep,
      '',
      'Thank you.',
    ].join('\n'),
  },
  sandboxAccess: {
    to: 'contact',
    subject: 'Request Eval Sandbox Access',
    body: [
      'Hello,',
      '',
      'Please grant evaluation sandbox access to the Market State Detector for the prospect below so their team can review the alert history and the API documentation before a pilot.',
      '',
      ...prospect,
      'Users needing access: [Names and emails]',
      'What they want to evaluate: [e.g. alert history against their own risk log, webhook or API integration]',
      'NDA status: [Not sent / Sent / Signed]',
      'Requested start date: [Date]',
      '',
      framing,
      '',
      ...rep,
      '',
      'Thank you.',
    ].join('\n'),
  },
};
