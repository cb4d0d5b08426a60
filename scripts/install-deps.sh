#!/usr/bin/env bash
# npm ci when node_modules is missing or older than the lockfile. The lockfile pins Node 22
# (the `node` package) for every npm script, whatever Node the machine has.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "[deps] npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
