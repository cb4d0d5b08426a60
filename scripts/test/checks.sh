#!/usr/bin/env bash
# The static checks of `npm test`: the three TypeScript projects, lint and the format check, in
# two lanes. tsc, eslint and prettier each keep one core busy; shared out over two cores they
# took 59 s against 72 s one after the other (2026-12-06, 2-vCPU EPYC; typecheck beside lint
# alone had measured no gain, 76 s against 79 s: the three tsc projects are what splits well).
# Each check's output is printed whole once both lanes are done, so no failure's output is
# interleaved with another's; every check runs, and the script fails if any failed. Each
# check's own time goes to .cache/test-steps.tsv under the step that ran it.
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .cache
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Runs the named npm scripts one after the other, each into its own log.
lane() {
  for script in "$@"; do
    local started=$SECONDS
    npm run --silent "$script" > "$logs/$script.log" 2>&1 || touch "$logs/$script.failed"
    printf '  %s\t%s\n' "$script" "$((SECONDS - started))" >> "$logs/times"
  done
}

# The largest project with the quickest checks; the two smaller projects with lint.
lane typecheck:server format:check i18n:check &
first=$!
lane typecheck:web typecheck:e2e lint
wait "$first"

status=0
for script in typecheck:server typecheck:web typecheck:e2e lint format:check i18n:check; do
  if [ -e "$logs/$script.failed" ]; then
    echo "[checks] $script FAILED:"
    cat "$logs/$script.log"
    status=1
  else
    echo "[checks] $script passed"
  fi
done
# Shown under the step's own line in the summary (with times beside another check).
sort "$logs/times" >> "${CHECK_TIMES:-/dev/null}"
exit "$status"
