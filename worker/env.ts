/** The Worker's bindings (see wrangler.jsonc); ADMIN_TOKEN and PORTAL_SYNC_VERIFIER are secrets (`wrangler secret put`). */
export interface Env {
  ASSETS: Fetcher;
  DB: D1Database;
  LEAD_RATE_LIMITER: RateLimit;
  PORTAL_RATE_LIMITER: RateLimit;
  ADMIN_TOKEN?: string;
  /** Hex SHA-256 of the portal sync credential (scripts/sync-verifier.mjs). */
  PORTAL_SYNC_VERIFIER?: string;
  /** Optional Cloudflare Access: both set means the rep's email comes from the verified Access token. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Tests only: where to fetch the Access signing keys instead of https://<team>/cdn-cgi/access/certs. */
  ACCESS_CERTS_URL?: string;
}
