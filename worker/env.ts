/** The Worker's bindings (see wrangler.jsonc); ADMIN_TOKEN and LEAD_WEBHOOK_URL are secrets. */
export interface LeadMessage {
  id: string;
}

export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  LEAD_RATE_LIMITER: RateLimit;
  LEAD_QUEUE: Queue<LeadMessage>;
  ADMIN_TOKEN?: string;
  /** Where each new lead is posted (a Slack incoming webhook or any JSON endpoint). */
  LEAD_WEBHOOK_URL?: string;
  /** First retry delay in seconds, doubled per attempt (default 30). */
  LEAD_WEBHOOK_RETRY_BASE_SECONDS?: string;
  /** Leads older than this many days are deleted by the daily job (default 730). */
  LEAD_RETENTION_DAYS?: string;
}
