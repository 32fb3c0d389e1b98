/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Mailboxes shown and addressed by mail actions; see src/config.ts for defaults. */
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_RESEARCH_EMAIL?: string;
  readonly VITE_MEDIA_EMAIL?: string;
  readonly VITE_SALES_EMAIL?: string;
  readonly VITE_FOUNDER_EMAIL?: string;
  /** Public origin used for canonical and Open Graph URLs. */
  readonly VITE_SITE_URL?: string;
  /** Plausible-compatible analytics: script URL and domain; analytics stay off when unset. */
  readonly VITE_ANALYTICS_SCRIPT?: string;
  readonly VITE_ANALYTICS_DOMAIN?: string;
  /** External charting page opened from Data In Action. */
  readonly VITE_CHART_URL?: string;
  readonly VITE_FOUNDER_PROFILE_URL?: string;
  readonly VITE_FOUNDER_BLOG_URL?: string;
}
