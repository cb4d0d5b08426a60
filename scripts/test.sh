#!/usr/bin/env bash
# The Test command (`npm test`), also what CI runs: install, provision PostgreSQL, Redis,
# Chromium and Java (the HTML checker's runtime), then typecheck, lint, format check, build
# the SPA and run every test tier.
set -euo pipefail
cd "$(dirname "$0")/.."
# Java before npm ci: vnu-jar's install step looks for it.
bash scripts/ensure-java.sh
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
