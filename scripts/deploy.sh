#!/usr/bin/env bash
# Production deploy: builds with the real configuration, applies D1 migrations remotely and
# deploys the Worker. Needs a Cloudflare login (wrangler login or CLOUDFLARE_API_TOKEN).
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -q '00000000-0000-0000-0000-000000000000' worker/wrangler.jsonc; then
  echo "deploy: set database_id in worker/wrangler.jsonc (wrangler d1 create msd-leads prints it)." >&2
  exit 1
fi
if [ -z "${PORTAL_PASSWORD:-}" ]; then
  echo "deploy: PORTAL_PASSWORD is not set; refusing to publish a portal locked with the demo password." >&2
  exit 1
fi
npm run build
npx wrangler d1 migrations apply DB --remote -c worker/wrangler.jsonc
npx wrangler deploy -c worker/wrangler.jsonc
# The portal sync API accepts only devices that unlocked this password's vault (decision 0012).
node scripts/sync-verifier.mjs | npx wrangler secret put PORTAL_SYNC_VERIFIER -c worker/wrangler.jsonc
echo "Deployed. Set the export token once with: npx wrangler secret put ADMIN_TOKEN -c worker/wrangler.jsonc"
