#!/usr/bin/env bash
# The Run command (`npm start`): install what is missing, make sure PostgreSQL and Redis
# answer, then migrate, seed, build and start everything (scripts/dev.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/ensure-services.sh
exec npm run --silent dev
