#!/usr/bin/env bash
# The Test command (`npm test`), also what CI runs: install, provision PostgreSQL, Redis,
# Chromium and Java (the HTML checker's runtime), then typecheck, lint, format check, build
# the SPA and run every test tier. Arguments go to vitest (`npm test -- --project unit`).
# Each step's wall time goes to .cache/test-steps.tsv; the summary prints it with the tiers'.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache
STEPS=.cache/test-steps.tsv
: > "$STEPS"

# Runs a step and records how long it took.
step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  printf '%s\t%s\n' "$name" "$((SECONDS - started))" >> "$STEPS"
}

# Java before npm ci: vnu-jar's install step looks for it.
step 'provision Java' bash scripts/ensure-java.sh
step 'install dependencies' bash scripts/install-deps.sh
step 'provision PostgreSQL and Redis' bash scripts/ensure-services.sh
step 'provision Chromium' bash scripts/ensure-chromium.sh
echo "[test] node $(node --version)"
# One after the other: side by side on two cores they took as long (76 s against 79 s), being
# bound by the CPU, and one failure's output is not interleaved with another's.
step typecheck npm run --silent typecheck
step lint npm run --silent lint
step 'format check' npm run --silent format:check
step 'SPA build' npm run --silent build:web

status=0
step 'vitest' npx vitest run --reporter=default --reporter=./scripts/test/run-report.ts "$@" || status=$?
npx tsx scripts/test/summary.ts || status=1
exit "$status"
