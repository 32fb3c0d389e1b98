/**
 * Deploy-time configuration for the browser app. Every value can be overridden with a VITE_*
 * variable at build time (see README "Configuration"); the defaults are what a local build shows.
 */
const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const mailDomain = 'meridianfieldresearch.com';

export const siteConfig = {
  brand: 'Meridian Field Research',
  shortBrand: 'Meridian Field',
  productName: 'Market State Detector',
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  siteUrl: pick(env.VITE_SITE_URL, 'https://marketstatedetector.com').replace(/\/$/, ''),
  chartUrl: pick(env.VITE_CHART_URL, 'https://www.tradingview.com/chart/'),
  founderProfileUrl: pick(env.VITE_FOUNDER_PROFILE_URL, 'https://www.linkedin.com/'),
  founderBlogUrl: pick(env.VITE_FOUNDER_BLOG_URL, 'https://substack.com/'),
  analytics: {
    scriptUrl: env.VITE_ANALYTICS_SCRIPT?.trim() || undefined,
    domain: env.VITE_ANALYTICS_DOMAIN?.trim() || undefined,
  },
} as const;

/** The mailboxes a mail action can address; content refers to them by key, never by address. */
export const mailboxes = {
  contact: pick(env.VITE_CONTACT_EMAIL, `contact@${mailDomain}`),
  research: pick(env.VITE_RESEARCH_EMAIL, `research@${mailDomain}`),
  media: pick(env.VITE_MEDIA_EMAIL, `media@${mailDomain}`),
  sales: pick(env.VITE_SALES_EMAIL, `sales@${mailDomain}`),
  founder: pick(env.VITE_FOUNDER_EMAIL, `founder@${mailDomain}`),
} as const;

export type MailboxKey = keyof typeof mailboxes;
// Pure: only the content schema reads it, so the app chunk every first view loads drops it.
export const mailboxKeys = /* @__PURE__ */ Object.keys(mailboxes) as MailboxKey[];
