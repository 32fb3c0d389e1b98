/** The admin token the e2e Worker runs with (a test value, not a secret). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-secret';

/** How long the e2e Worker locks an email after repeated wrong passphrases (AUTH_LOCKOUT_SECONDS). */
export const E2E_LOCKOUT_SECONDS = 6;
