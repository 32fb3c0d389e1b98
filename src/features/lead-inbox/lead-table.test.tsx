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
    owner: null,
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

describe('row actions (issue 28 item 8)', () => {
  const owners = [
    { id: 'p-1', name: 'Grace Hopper', email: 'grace@firm.example' },
    { id: 'p-2', name: 'Alan Turing', email: 'alan@firm.example' },
  ];
  const base = lead('ada@example.com');

  it('shows the owner or "Unassigned", with one button to change it (no select per row)', () => {
    const render = (owner: AdminLead['owner']) =>
      renderToString(
        <LeadTable
          leads={[{ ...base, owner }]}
          owners={owners}
          onLeadUpdated={() => {}}
          onShowEmail={() => {}}
        />,
      );
    const owned = render({ id: 'p-2', name: 'Alan Turing' });
    expect(owned).toContain('<span class="inbox-owner-name">Alan Turing</span>');
    expect(owned).toContain('Change owner');
    expect(owned).not.toContain('<select');
    const nobody = render(null);
    expect(nobody).toContain('<span class="inbox-faint">Unassigned</span>');
    expect(nobody).toMatch(
      />Assign<span class="visually-hidden"> an owner to Ada Lovelace<\/span>/,
    );
  });

  it('offers a resend only for a failed notification, and erasure only when given', () => {
    const render = (patch: Partial<typeof base>, erase: boolean) =>
      renderToString(
        <LeadTable
          leads={[{ ...base, ...patch }]}
          onLeadUpdated={() => {}}
          onShowEmail={() => {}}
          onErase={erase ? () => {} : undefined}
        />,
      );
    const failed = {
      delivery: { state: 'failed' as const, attempts: 1, error: 'HTTP 404', deliveredAt: null },
    };
    expect(render(failed, false)).toContain('Resend notification');
    expect(render({}, false)).not.toContain('Resend notification');
    expect(render({ delivery: { ...failed.delivery, state: 'retrying' } }, false)).not.toContain(
      'Resend notification',
    );
    expect(render({}, true)).toContain('every lead from ada@example.com');
    expect(render({}, false)).not.toContain('Erase');
  });
});
