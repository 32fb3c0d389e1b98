import type { InquiryType, InquiryTypeValue } from './inquiry-types.schema';

/** Contact form inquiry types (spec 3): the value travels in `?type=`, the label in the mail. */
export const inquiryTypes: InquiryType[] = [
  { value: 'general', label: 'General' },
  { value: 'axion-beta', label: 'Axion Beta' },
  { value: 'api-access', label: 'API Access' },
  { value: 'research-brief', label: 'Research Brief' },
  { value: 'partner-pilot', label: 'Partner Pilot' },
];

/** Preselected when the URL names no valid type. */
export const defaultInquiryType: InquiryTypeValue = 'general';
