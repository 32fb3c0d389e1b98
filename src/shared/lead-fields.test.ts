import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminLead } from './lead-admin';
import {
  LEAD_ATTRIBUTION_LABELS,
  LEAD_INBOX_COLUMNS,
  LEAD_INBOX_HEADINGS,
  LEAD_INSERT_FIELDS,
  submittedValue,
} from './lead-fields';
import type { Lead } from './lead';

describe('the lead field table', () => {
  it('types AdminLead as the inbox API has always sent it', () => {
    expectTypeOf<AdminLead>().toEqualTypeOf<{
      id: string;
      name: string;
      company: string;
      email: string;
      source: string;
      userAgent: string;
      createdAt: string;
      receivedAt: string;
      country: string | null;
      status: 'new' | 'contacted' | 'qualified' | 'disqualified';
      statusNote: string | null;
      statusChangedAt: string | null;
      delivery: {
        state: 'pending' | 'delivered' | 'retrying' | 'failed' | 'not_configured';
        attempts: number;
        error: string | null;
        deliveredAt: string | null;
      };
      attribution: {
        utmSource: string | null;
        utmMedium: string | null;
        utmCampaign: string | null;
        utmTerm: string | null;
        utmContent: string | null;
        referrerHost: string | null;
        landingPath: string | null;
        firstSeenAt: string | null;
      };
      owner: { id: string; name: string } | null;
      submissions: number;
    }>();
  });

  it('gives the inbox its column headings in order, and each cell its heading', () => {
    expect(LEAD_INBOX_COLUMNS).toEqual([
      'Received',
      'Name',
      'Company',
      'Email',
      'Country',
      'Source and attribution',
      'Status',
      'Owner',
      'Delivery',
    ]);
    expect(LEAD_INBOX_HEADINGS).toStrictEqual({
      received_at: 'Received',
      name: 'Name',
      company: 'Company',
      email: 'Email',
      country: 'Country',
      source: 'Source and attribution',
      status: 'Status',
      owner_id: 'Owner',
      delivery_state: 'Delivery',
    });
  });

  it('labels the attribution the inbox lists, first seen left out', () => {
    expect(LEAD_ATTRIBUTION_LABELS).toEqual([
      ['utmSource', 'utm_source'],
      ['utmMedium', 'utm_medium'],
      ['utmCampaign', 'utm_campaign'],
      ['utmTerm', 'utm_term'],
      ['utmContent', 'utm_content'],
      ['referrerHost', 'Referrer'],
      ['landingPath', 'Landing page'],
    ]);
  });

  it('inserts the submitted fields, the server-made ones and the receipt time, nothing else', () => {
    expect(LEAD_INSERT_FIELDS.map((field) => `${field.column}:${field.insert}`)).toEqual([
      'id:lead',
      'name:lead',
      'company:lead',
      'email:lead',
      'source:lead',
      'user_agent:lead',
      'created_at:lead',
      'received_at:now',
      'country:server',
      'delivery_state:server',
      'utm_source:lead',
      'utm_medium:lead',
      'utm_campaign:lead',
      'utm_term:lead',
      'utm_content:lead',
      'referrer_host:lead',
      'landing_path:lead',
      'first_seen_at:lead',
      'body_hash:server',
    ]);
  });

  it('reads a submitted field from the lead, and absent attribution as null', () => {
    const lead: Lead = {
      id: '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      email: 'ada@example.com',
      source: 'data-in-action',
      userAgent: 'UA',
      createdAt: '2026-11-22T10:00:00.000Z',
      attribution: { utmSource: 'newsletter' },
    };
    const values = LEAD_INSERT_FIELDS.flatMap((field) =>
      field.insert === 'lead' ? [submittedValue(lead, field)] : [],
    );
    expect(values).toEqual([
      '0b7f6c1e-8f0a-4c43-9d7e-2f1b5a9c3e11',
      'Ada Lovelace',
      'Analytical Engines',
      'ada@example.com',
      'data-in-action',
      'UA',
      '2026-11-22T10:00:00.000Z',
      'newsletter',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    const bare = LEAD_INSERT_FIELDS.flatMap((field) =>
      field.insert === 'lead' && 'group' in field
        ? [submittedValue({ ...lead, attribution: undefined }, field)]
        : [],
    );
    expect(bare).toEqual([null, null, null, null, null, null, null, null]);
  });
});
