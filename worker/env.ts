/** The Worker's bindings (see wrangler.jsonc); ADMIN_TOKEN is a secret (`wrangler secret put`). */
export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  LEAD_RATE_LIMITER: RateLimit;
  ADMIN_TOKEN?: string;
}
