import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminLead } from '@/shared/lead-admin';
import { LeadTable } from './lead-table';

function lead(email: string): AdminLead {
  return {
    id: '0b6f1d1e-8f2a-4c3b-9d4e-5f6a7b8c9d0e',
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    email,
    source: 'data-in-action',
    userAgent: 'vitest',
    createdAt: '2026-01-01T00:00:00.000Z',
    receivedAt: '2026-01-01T00:00:01.000Z',
    country: null,
    status: 'new',
    statusNote: null,
    statusChangedAt: null,
    delivery: { state: 'delivered', attempts: 1, error: null, deliveredAt: null },
    attribution: {
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      referrerHost: null,
      landingPath: null,
      firstSeenAt: null,
    },
    submissions: 1,
  };
}

const render = (email: string) =>
  renderToString(
    <LeadTable leads={[lead(email)]} onLeadUpdated={() => {}} onShowEmail={() => {}} />,
  );

describe('the inbox email link (issue 28 item 7)', () => {
  it('links a plain address with each part encoded', () => {
    expect(render("o'brien+leads@firm.example")).toContain(
      'href="mailto:o&#x27;brien%2Bleads@firm.example"',
    );
  });

  it('shows an address stored before the rule as text, never as a link that adds a Bcc', () => {
    const html = render('victim@acme.example?bcc=attacker%40evil.example');
    expect(html).not.toContain('mailto:');
    expect(html).toContain('victim@acme.example?bcc=attacker%40evil.example');
  });
});
