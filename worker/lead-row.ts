/** A stored lead row as D1 returns it, and its admin JSON form (AdminLead). Pure. */
import type { AdminLead, DeliveryState, LeadStatus } from '../src/shared/lead-admin';

export interface LeadRow {
  id: string;
  name: string;
  company: string;
  email: string;
  source: string;
  user_agent: string;
  created_at: string;
  received_at: string;
  country: string | null;
  status: LeadStatus;
  status_note: string | null;
  status_changed_at: string | null;
  delivery_state: DeliveryState;
  delivery_attempts: number;
  delivery_error: string | null;
  delivered_at: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
  first_seen_at: string | null;
  owner_id: string | null;
  /** The owner's name from the people directory (joined by the query). */
  owner_name: string | null;
  /** Stored leads sharing this email, case-insensitively (computed by the query). */
  submissions: number;
}

export const LEAD_ROW_COLUMNS = [
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
] as const satisfies readonly (keyof LeadRow)[];

export function toAdminLead(row: LeadRow): AdminLead {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    source: row.source,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    receivedAt: row.received_at,
    country: row.country,
    status: row.status,
    statusNote: row.status_note,
    statusChangedAt: row.status_changed_at,
    delivery: {
      state: row.delivery_state,
      attempts: row.delivery_attempts,
      error: row.delivery_error,
      deliveredAt: row.delivered_at,
    },
    attribution: {
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      utmTerm: row.utm_term,
      utmContent: row.utm_content,
      referrerHost: row.referrer_host,
      landingPath: row.landing_path,
      firstSeenAt: row.first_seen_at,
    },
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '' } : null,
    submissions: row.submissions,
  };
}
