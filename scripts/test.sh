#!/usr/bin/env bash
# The whole test run (README's second command; CI runs exactly this): installs what is missing,
# then formatting (Prettier), the generated Worker types, typecheck, lint, unit tests and the build;
# then the browser tests beside the build tests, Worker tests, deploy dry run and the cross-engine
# smoke test (Firefox ESR and WebKitGTK).
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's own Node (the `node` package) first, as npm does for its scripts, also when run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
export FORCE_COLOR=0
report_dir=node_modules/.cache/test-reports
step_started=$SECONDS
# Each step prints how long the previous one took, so a slow suite shows where the minutes go.
step() {
  [ -n "${step_name:-}" ] && printf '(%s: %ss)\n' "$step_name" "$((SECONDS - step_started))"
  step_name=$1 step_started=$SECONDS
  printf '\n==> %s\n' "$*"
}

bash scripts/ensure-deps.sh
# node_modules/.bin is first on PATH: from here on every step runs on the project's own Node.
echo "node $(node --version) ($(command -v node))"

rm -rf "$report_dir" && mkdir -p "$report_dir"

# Runs each "name: command" at once, each into its own log, then prints the logs in order with
# each one's exit status; fails if any failed.
at_once() {
  local names=() pids=() logs=() failed=0 index status
  for job in "$@"; do
    names+=("${job%%: *}") logs+=("$(mktemp)")
    # Each job's log ends with its own time: the step's time is its slowest job's.
    {
      started=$SECONDS status=0
      bash -c "${job#*: }" || status=$?
      printf '(%s: %ss)\n' "${names[-1]}" "$((SECONDS - started))"
      exit "$status"
    } >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for index in "${!pids[@]}"; do
    status=0 && wait "${pids[$index]}" || status=$?
    printf -- '-- %s: exit %s\n' "${names[$index]}" "$status"
    cat "${logs[$index]}" && rm -f "${logs[$index]}"
    [ "$status" -eq 0 ] || failed=1
  done
  return "$failed"
}

# The steps that need nothing but the sources run at once; then everything that needs the build
# runs beside the browser suite. Each is CPU-bound but none keeps two cores busy alone (the browser
# suite ran at about 83% of two cores, waiting on timers and the network; the others at 56-86%), so
# side by side they fill the gaps (decision 0033).
step "format, worker types, typecheck, lint, unit tests and build"
at_once \
  "format: npm run -s format:check" \
  "worker types: npm run -s types:worker -- --check >/dev/null && echo 'worker/worker-configuration.d.ts matches worker/wrangler.jsonc'" \
  "typecheck: npm run -s typecheck" \
  "lint: npm run -s lint" \
  "unit tests: npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=$report_dir/unit.json" \
  "build: npm run build"
# The Worker tests and the cross-engine smoke each start their own Worker on the build, on ports of
# their own. The browser suite's progress streams; the others' logs follow it.
step "browser tests, beside the build tests, Worker tests, deploy dry run and cross-engine smoke"
beside_log=$(mktemp)
at_once \
  "build tests: npx vitest run --project build --reporter=default --reporter=json --outputFile.json=$report_dir/build.json" \
  "worker tests: npx vitest run --project worker --reporter=default --reporter=json --outputFile.json=$report_dir/worker.json" \
  "deploy dry run: npm run deploy:check >/dev/null && echo 'wrangler deploy --dry-run: ok'" \
  "cross-engine smoke: node scripts/cross-engine.mjs --report $report_dir/cross-engine.json" \
  >"$beside_log" 2>&1 &
beside=$!
browser_started=$SECONDS browser_status=0
PLAYWRIGHT_JSON_OUTPUT_NAME="$report_dir/e2e.json" npx playwright test --reporter=list,json || browser_status=$?
printf -- '-- browser tests: exit %s\n(browser tests: %ss)\n' "$browser_status" "$((SECONDS - browser_started))"
beside_status=0 && wait "$beside" || beside_status=$?
cat "$beside_log" && rm -f "$beside_log"
# Anything the tests left running would compete with the next run: name it in the log.
leftover=$(ps -eo pid=,etimes=,pcpu=,args= | grep -E '[c]hromium|[w]orkerd|[w]rangler|[f]irefox|[W]ebKit' | grep -v '<defunct>' | cut -c1-160 || true)
[ -z "$leftover" ] || printf 'still running after the tests:\n%s\n' "$leftover"
if [ "$browser_status" -ne 0 ] || [ "$beside_status" -ne 0 ]; then exit 1; fi

step "summary"
node scripts/test-summary.mjs "$report_dir"
echo "(whole run: $((SECONDS / 60)) min $((SECONDS % 60)) s)"
