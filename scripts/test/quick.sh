#!/usr/bin/env bash
# The inner loop (`npm run test:quick`, issue 38): typecheck, lint, and the tiers that need
# neither PostgreSQL, Redis nor a browser (unit, web-unit). Nothing is installed or started.
# Arguments go to vitest. The typecheck and lint run beside the tests: the tests wait on
# jsdom and imports for much of their time, which leaves a core for the checkers.
set -uo pipefail
cd "$(dirname "$0")/../.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
npm run --silent typecheck > "$logs/typecheck.log" 2>&1 &
typecheck=$!
npm run --silent lint > "$logs/lint.log" 2>&1 &
lint=$!
status=0
npx vitest run --project unit --project web-unit "$@" || status=1
for check in typecheck lint; do
  pid=$typecheck
  [ "$check" = lint ] && pid=$lint
  if wait "$pid"; then
    echo "[quick] $check passed"
  else
    echo "[quick] $check FAILED:"
    cat "$logs/$check.log"
    status=1
  fi
done
exit "$status"
