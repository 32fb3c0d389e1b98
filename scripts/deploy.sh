#!/usr/bin/env bash
# Deploy: builds with the real configuration, applies D1 migrations remotely, deploys the Worker
# together with the secrets this build needs (one version: no moment where the new code runs with
# the old secrets), and prints the first admin's link while the directory has no admin. Needs a
# Cloudflare login (wrangler login or CLOUDFLARE_API_TOKEN).
#   npm run deploy [-- --env staging] [-- --rotate-key]
#   --env NAME      deploys the Worker of env.NAME in worker/wrangler.jsonc (its own D1, R2, queues);
#                   every wrangler call, and scripts/people.mjs through CLOUDFLARE_ENV, targets it
#   --rotate-key    starts a new content key epoch (decision 0025)
set -euo pipefail
cd "$(dirname "$0")/.."
config="${DEPLOY_WRANGLER_CONFIG:-worker/wrangler.jsonc}"
env_name=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rotate-key) export PORTAL_ROTATE_KEY=1 ;;
    --env)
      [ $# -ge 2 ] || { echo "deploy: --env needs a name (staging)" >&2; exit 2; }
      env_name="$2"
      shift
      ;;
    --env=*) env_name="${1#--env=}" ;;
    *) echo "deploy: unknown option $1 (the options are --env NAME and --rotate-key)" >&2; exit 2 ;;
  esac
  shift
done
env_args=()
if [ -n "$env_name" ]; then
  env_args=(--env "$env_name")
  # wrangler reads CLOUDFLARE_ENV where no --env is given: scripts/people.mjs's calls included.
  export CLOUDFLARE_ENV="$env_name"
fi
# Refuses an unset, demo or short password (the rule is in scripts/portal-password.mjs and the README).
node scripts/portal-password.mjs
# The environment must exist (wrangler's reader refuses an unknown one) and have a real database
# id (`wrangler d1 create` prints it).
database_id="$(node -e "
  const { unstable_readConfig } = require('wrangler');
  let config;
  try {
    config = unstable_readConfig({ config: process.argv[2], env: process.argv[1] || undefined });
  } catch (error) {
    console.error('deploy: ' + error.message);
    process.exit(1);
  }
  process.stdout.write(config.d1_databases[0]?.database_id ?? '');
" "$env_name" "$config")"
if [ -z "$database_id" ] || [ "$database_id" = 00000000-0000-0000-0000-000000000000 ]; then
  echo "deploy: set database_id${env_name:+ of env.$env_name} in $config (wrangler d1 create prints it)." >&2
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
# The portal sync API accepts only devices that unlocked this password's vault (decision 0012).
verifier="$(node scripts/sync-verifier.mjs)"
# Both secrets go up with the code (wrangler deploy --secrets-file, decision 0029): the version
# that serves this build's vault is the version that knows its verifier and key. The file is
# private to this user and removed on exit, whatever happens.
secrets_file="$(mktemp)"
trap 'rm -f "$secrets_file"' EXIT
chmod 600 "$secrets_file"
PORTAL_SYNC_VERIFIER="$verifier" PORTAL_CONTENT_KEY="$content_key" node -e "
  const { PORTAL_SYNC_VERIFIER, PORTAL_CONTENT_KEY } = process.env;
  require('node:fs').writeFileSync(process.argv[1], JSON.stringify({ PORTAL_SYNC_VERIFIER, PORTAL_CONTENT_KEY }));
" "$secrets_file"
npx wrangler d1 migrations apply DB --remote -c "$config" ${env_args[@]+"${env_args[@]}"}
npx wrangler deploy -c "$config" ${env_args[@]+"${env_args[@]}"} --secrets-file "$secrets_file"
rm -f "$secrets_file"
# A new owner passphrase or content key epoch is a portal key rotation: the audit log records it
# once per key (decisions 0024 and 0025), named by a digest of both, never the keys.
fingerprint="$(printf '%s|%s' "$verifier" "$content_key" | node -e "process.stdin.pipe(require('node:crypto').createHash('sha256').setEncoding('hex')).pipe(process.stdout)")"
node scripts/people.mjs key-changed "$fingerprint" --remote ||
  echo "deploy: the portal key rotation could not be recorded in the audit log" >&2
# While the directory has no active admin, a one-time link for the first one (decision 0024). The
# link needs the site's origin: SITE_ORIGIN, else VITE_SITE_URL (what the build used).
# The Worker is live by now, so a missing origin or a failed call is reported, not fatal.
if ! SITE_ORIGIN="${SITE_ORIGIN:-${VITE_SITE_URL:-}}" node scripts/people.mjs setup-link --remote; then
  echo "deploy: deployed, but no first-admin link was made; run: npm run people -- setup-link --remote --origin https://your.domain" >&2
fi
env_hint="${env_name:+ --env $env_name}"
echo "Deployed${env_name:+ to $env_name}. Set the export token once with: npx wrangler secret put ADMIN_TOKEN -c $config$env_hint"
# Names only: no secret value is ever echoed.
echo "Lead notifications are signed once LEAD_WEBHOOK_SECRET is set: npx wrangler secret put LEAD_WEBHOOK_SECRET -c $config$env_hint"
