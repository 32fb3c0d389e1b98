/** The Worker's bindings (see wrangler.jsonc); ADMIN_TOKEN, LEAD_WEBHOOK_URL and PORTAL_SYNC_VERIFIER are secrets (`wrangler secret put`). */
export interface LeadMessage {
  id: string;
}

export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  LEAD_RATE_LIMITER: RateLimit;
  LEAD_QUEUE: Queue<LeadMessage>;
  PORTAL_RATE_LIMITER: RateLimit;
  ADMIN_TOKEN?: string;
  /** Where each new lead is posted (a Slack incoming webhook or any JSON endpoint). */
  LEAD_WEBHOOK_URL?: string;
  /** First retry delay in seconds, doubled per attempt (default 30). */
  LEAD_WEBHOOK_RETRY_BASE_SECONDS?: string;
  /** Leads older than this many days are deleted by the daily job (default 730). */
  LEAD_RETENTION_DAYS?: string;
  /** Hex SHA-256 of the portal sync credential (scripts/sync-verifier.mjs). */
  PORTAL_SYNC_VERIFIER?: string;
  /** Optional Cloudflare Access: both set means the rep's email comes from the verified Access token. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Tests only: where to fetch the Access signing keys instead of https://<team>/cdn-cgi/access/certs. */
  ACCESS_CERTS_URL?: string;
}
