/** How the inbox words a lead's status, delivery and attribution (pure, so it is tested). */
import type { AdminLead, DeliveryState, LeadSort, LeadStatus } from '@/shared/lead-admin';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  disqualified: 'Disqualified',
};

export const SORT_LABELS: Record<LeadSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A to Z)',
  company: 'Company (A to Z)',
  status: 'Status (new first)',
};

/** How the list is ordered, for its caption and summary ("newest first", "by name"). */
export const SORT_PHRASES: Record<LeadSort, string> = {
  newest: 'newest first',
  oldest: 'oldest first',
  name: 'by name',
  company: 'by company',
  status: 'by status',
};

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
  not_configured: 'Not configured',
};

/** "Delivered", "Retrying (attempt 2)", "Failed after 4 attempts", "Not configured". */
export function deliveryLabel(delivery: AdminLead['delivery']): string {
  const label = DELIVERY_LABELS[delivery.state];
  if (delivery.state === 'retrying' && delivery.attempts > 0)
    return `${label} (attempt ${delivery.attempts})`;
  if (delivery.state === 'failed' && delivery.attempts > 0)
    return `${label} after ${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`;
  return label;
}

const ATTRIBUTION_LABELS: ReadonlyArray<[keyof AdminLead['attribution'], string]> = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmContent', 'utm_content'],
  ['referrerHost', 'Referrer'],
  ['landingPath', 'Landing page'],
];

/** The attribution fields a lead has, labelled, in a fixed order (first seen is shown apart). */
export function attributionEntries(
  attribution: AdminLead['attribution'],
): Array<{ label: string; value: string }> {
  return ATTRIBUTION_LABELS.flatMap(([key, label]) => {
    const value = attribution[key];
    return value ? [{ label, value }] : [];
  });
}
