import { describe, expect, it } from 'vitest';
import { LEAD_ROW_COLUMNS, toAdminLead, type LeadRow } from './lead-row';

describe('toAdminLead', () => {
  it('maps every column to its field (each value distinct, so a swap shows)', () => {
    const row: LeadRow = {
      id: 'id-1',
      name: 'name-2',
      company: 'company-3',
      email: 'email-4',
      source: 'source-5',
      user_agent: 'ua-6',
      created_at: 'created-7',
      received_at: 'received-8',
      country: 'country-9',
      status: 'contacted',
      status_note: 'note-10',
      status_changed_at: 'changed-11',
      delivery_state: 'retrying',
      delivery_attempts: 12,
      delivery_error: 'error-13',
      delivered_at: 'delivered-14',
      utm_source: 'source-15',
      utm_medium: 'medium-16',
      utm_campaign: 'campaign-17',
      utm_term: 'term-18',
      utm_content: 'content-19',
      referrer_host: 'host-20',
      landing_path: 'path-21',
      first_seen_at: 'seen-22',
      owner_id: 'owner-24',
      owner_name: 'owner-name-25',
      submissions: 23,
    };
    expect(toAdminLead(row)).toStrictEqual({
      id: 'id-1',
      name: 'name-2',
      company: 'company-3',
      email: 'email-4',
      source: 'source-5',
      userAgent: 'ua-6',
      createdAt: 'created-7',
      receivedAt: 'received-8',
      country: 'country-9',
      status: 'contacted',
      statusNote: 'note-10',
      statusChangedAt: 'changed-11',
      delivery: { state: 'retrying', attempts: 12, error: 'error-13', deliveredAt: 'delivered-14' },
      attribution: {
        utmSource: 'source-15',
        utmMedium: 'medium-16',
        utmCampaign: 'campaign-17',
        utmTerm: 'term-18',
        utmContent: 'content-19',
        referrerHost: 'host-20',
        landingPath: 'path-21',
        firstSeenAt: 'seen-22',
      },
      owner: { id: 'owner-24', name: 'owner-name-25' },
      submissions: 23,
    });
  });

  it('gives a lead nobody owns a null owner, whatever name the join left', () => {
    const row = {
      ...Object.fromEntries(LEAD_ROW_COLUMNS.map((c) => [c, null])),
      status: 'new',
      delivery_state: 'pending',
      delivery_attempts: 0,
      owner_id: null,
      owner_name: 'stale',
      submissions: 1,
    } as unknown as LeadRow;
    expect(toAdminLead(row).owner).toBeNull();
    expect(toAdminLead({ ...row, owner_id: 'p-1', owner_name: null }).owner).toStrictEqual({
      id: 'p-1',
      name: '',
    });
  });

  it('selects every stored column (all but the computed submissions count)', () => {
    expect(LEAD_ROW_COLUMNS).toEqual([
      'id',
      'name',
      'company',
      'email',
      'source',
      'user_agent',
      'created_at',
      'received_at',
      'country',
      'status',
      'status_note',
      'status_changed_at',
      'delivery_state',
      'delivery_attempts',
      'delivery_error',
      'delivered_at',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'referrer_host',
      'landing_path',
      'first_seen_at',
      'owner_id',
    ]);
  });
});
