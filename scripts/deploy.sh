#!/usr/bin/env bash
# Production deploy: builds with the real configuration, applies D1 migrations remotely, deploys
# the Worker and prints the first admin's link while the directory has no admin. Needs a
# Cloudflare login (wrangler login or CLOUDFLARE_API_TOKEN).
#   npm run deploy [-- --rotate-key]   --rotate-key starts a new content key epoch (decision 0025)
set -euo pipefail
cd "$(dirname "$0")/.."
for arg in "$@"; do
  case "$arg" in
    --rotate-key) export PORTAL_ROTATE_KEY=1 ;;
    *) echo "deploy: unknown option $arg (the one option is --rotate-key)" >&2; exit 2 ;;
  esac
done
# Refuses an unset, demo or short password (the rule is in scripts/portal-password.mjs and the README).
node scripts/portal-password.mjs
if grep -q '00000000-0000-0000-0000-000000000000' worker/wrangler.jsonc; then
  echo "deploy: set database_id in worker/wrangler.jsonc (wrangler d1 create msd-leads prints it)." >&2
  exit 1
fi
# Keep the live vault's salt while the password is unchanged, so no device is logged out by the
# deploy (scripts/vault/vault-salt.ts); a rotated password gets a new salt and ends every session.
if [ -z "${PORTAL_VAULT_PREVIOUS:-}" ] && [ -n "${VITE_SITE_URL:-}" ]; then
  export PORTAL_VAULT_PREVIOUS="${VITE_SITE_URL%/}/vault/header.json"
fi
# People revoked or devices removed since the last rotation may still hold the current content key:
# offer a rotation (asked only at a terminal; a scripted deploy rotates only with --rotate-key).
if [ "${PORTAL_ROTATE_KEY:-}" != 1 ] && [ -t 0 ]; then
  revocations="$(node scripts/people.mjs revocations --remote 2>/dev/null || echo 0)"
  if [ "${revocations:-0}" -gt 0 ] 2>/dev/null; then
    read -r -p "deploy: ${revocations} revocation(s) since the last portal key rotation. Rotate the content key now? [y/N] " answer
    case "$answer" in [yY]*) export PORTAL_ROTATE_KEY=1 ;; esac
  fi
fi
npm run build
# The content key enrolled devices get sealed for them (issue 25): the current epoch's, opened from
# the owner's keys in this build's header. Read before anything remote changes, so a build that
# cannot give it stops the deploy here.
content_key="$(node scripts/content-key.mjs)"
npx wrangler d1 migrations apply DB --remote -c worker/wrangler.jsonc
npx wrangler deploy -c worker/wrangler.jsonc
# The portal sync API accepts only devices that unlocked this password's vault (decision 0012).
verifier="$(node scripts/sync-verifier.mjs)"
printf '%s' "$verifier" | npx wrangler secret put PORTAL_SYNC_VERIFIER -c worker/wrangler.jsonc
printf '%s' "$content_key" | npx wrangler secret put PORTAL_CONTENT_KEY -c worker/wrangler.jsonc
# A new owner passphrase or content key epoch is a portal key rotation: the audit log records it
# once per key (decisions 0024 and 0025), named by a digest of both, never the keys.
fingerprint="$(printf '%s|%s' "$verifier" "$content_key" | node -e "process.stdin.pipe(require('node:crypto').createHash('sha256').setEncoding('hex')).pipe(process.stdout)")"
node scripts/people.mjs key-changed "$fingerprint" --remote ||
  echo "deploy: the portal key rotation could not be recorded in the audit log" >&2
# While the production directory has no active admin, a one-time link for the first one (decision
# 0024). The link needs the site's origin: SITE_ORIGIN, else VITE_SITE_URL (what the build used).
# The Worker is live by now, so a missing origin or a failed call is reported, not fatal.
if ! SITE_ORIGIN="${SITE_ORIGIN:-${VITE_SITE_URL:-}}" node scripts/people.mjs setup-link --remote; then
  echo "deploy: deployed, but no first-admin link was made; run: npm run people -- setup-link --remote --origin https://your.domain" >&2
fi
echo "Deployed. Set the export token once with: npx wrangler secret put ADMIN_TOKEN -c worker/wrangler.jsonc"
# Names only: no secret value is ever echoed.
echo "Lead notifications are signed once LEAD_WEBHOOK_SECRET is set: npx wrangler secret put LEAD_WEBHOOK_SECRET -c worker/wrangler.jsonc"
