#!/usr/bin/env bash
# Installs dependencies, builds the app, applies local D1 migrations and serves site + API on
# http://localhost:8787 with wrangler dev (local D1 and the lead notification queue in
# worker/.wrangler), printing the first admin's link while the local directory has none.
# `curl http://localhost:8787/__scheduled` runs the daily retention job.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node (the `node` package) first, as npm does for its scripts, also when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
bash scripts/ensure-deps.sh --deps-only
npm run build
# A local admin token for `npm run leads:export` against this Worker (kept out of git).
if [ ! -f worker/.dev.vars ]; then
  echo "ADMIN_TOKEN=local-$(node -e 'console.log(crypto.randomUUID())')" > worker/.dev.vars
fi
# The portal sync verifier belongs to this build's vault (salt + password): rewrite it every start.
verifier="$(node scripts/sync-verifier.mjs)"
# So does the content key enrolled devices get sealed for them (issue 25): the current epoch's, opened
# from the owner's keys in this build's header. Without it the Worker answers enrolment and
# check-in with 503 keys_unavailable, which says so; the rest of the site still runs.
if ! content_key="$(node scripts/content-key.mjs)"; then
  echo "start: no PORTAL_CONTENT_KEY for this build; devices cannot be set up for offline use" >&2
  content_key=""
fi
{
  grep -v -e '^PORTAL_SYNC_VERIFIER=' -e '^PORTAL_CONTENT_KEY=' worker/.dev.vars || true
  echo "PORTAL_SYNC_VERIFIER=${verifier}"
  if [ -n "$content_key" ]; then echo "PORTAL_CONTENT_KEY=${content_key}"; fi
} > worker/.dev.vars.next
mv worker/.dev.vars.next worker/.dev.vars
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
npx wrangler d1 migrations apply DB --local -c worker/wrangler.jsonc
# A new owner passphrase or content key epoch is a portal key rotation: the audit log records it
# once per key (decisions 0024 and 0025), named by a digest of both, never the keys.
fingerprint="$(printf '%s|%s' "$verifier" "$content_key" | node -e "process.stdin.pipe(require('node:crypto').createHash('sha256').setEncoding('hex')).pipe(process.stdout)")"
node scripts/people.mjs key-changed "$fingerprint" >/dev/null ||
  echo "start: the portal key rotation could not be recorded in the audit log" >&2
# While the local directory has no active admin, a one-time link for the first one (decision 0024);
# otherwise one line saying there is an admin. A failure here does not stop the server.
node scripts/people.mjs setup-link --origin "http://localhost:${PORT:-8787}" ||
  echo "start: no first-admin link was made; try: npm run people -- setup-link" >&2
exec npx wrangler dev -c worker/wrangler.jsonc --port "${PORT:-8787}" --ip 127.0.0.1 --test-scheduled --show-interactive-dev-session=false
