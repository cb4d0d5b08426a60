#!/usr/bin/env bash
# The Test command (`npm test`), also what CI runs: install, provision PostgreSQL, Redis,
# Chromium, pdftotext (the company report's test) and Java (the HTML checker's runtime), then
# typecheck, lint, format check, build the SPA and run every test tier. Arguments go to vitest
# (`npm test -- --project unit`). Each step's wall time goes to .cache/test-steps.tsv; the
# summary prints it with the tiers'.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
STEPS=.cache/test-steps.tsv
: > "$STEPS"

# Runs a step, records how long it took, and returns its status (a failed step is timed too).
step() {
  local name=$1 started=$SECONDS status=0
  shift
  "$@" || status=$?
  printf '%s\t%s\n' "$name" "$((SECONDS - started))" >> "$STEPS"
  return "$status"
}

# Java before npm ci: vnu-jar's install step looks for it.
step 'provision Java' bash scripts/ensure-java.sh
step 'install dependencies' bash scripts/install-deps.sh
step 'provision PostgreSQL and Redis' bash scripts/ensure-services.sh
step 'provision Chromium' bash scripts/ensure-chromium.sh
step 'provision pdftotext' bash scripts/ensure-poppler.sh
echo "[test] node $(node --version)"
# Typecheck, lint and format check in two lanes (scripts/test/checks.sh says why); each check's
# own time is listed under the step.
checks_status=0
CHECK_TIMES=.cache/test-check-times.tsv
: > "$CHECK_TIMES"
step 'typecheck, lint, format check (two lanes)' env CHECK_TIMES="$CHECK_TIMES" \
  bash scripts/test/checks.sh || checks_status=$?
cat "$CHECK_TIMES" >> "$STEPS"
[ "$checks_status" -eq 0 ] || exit "$checks_status"
step 'SPA build' npm run --silent build:web

status=0
step 'vitest' npx vitest run --reporter=default --reporter=./scripts/test/run-report.ts "$@" || status=$?
npx tsx scripts/test/summary.ts || status=1
exit "$status"
