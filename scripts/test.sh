#!/usr/bin/env bash
# The Test command (`npm test`), also what CI runs: install, provision PostgreSQL, Redis and
# Chromium, then typecheck, lint, format check, build the SPA and run every test tier.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/ensure-services.sh
bash scripts/ensure-chromium.sh
echo "[test] node $(node --version)"
npm run --silent typecheck
npm run --silent lint
npm run --silent format:check
npm run --silent build:web
mkdir -p .cache
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/vitest-results.json "$@" || status=$?
node scripts/test-summary.mjs .cache/vitest-results.json || true
exit "$status"
