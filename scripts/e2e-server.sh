#!/usr/bin/env bash
# Builds and starts the site for the end-to-end suite on a fresh SQLite database under data/e2e.
# Playwright starts this script (playwright.config.ts) and stops it when the run ends.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_DIST_DIR=.next-e2e
export NEXT_TELEMETRY_DISABLED=1
export DATABASE_URL="file:$PWD/data/e2e/site.db"
export MEDIA_DIR="$PWD/data/e2e/media"

rm -rf data/e2e
mkdir -p data/e2e
npx next build
node scripts/run-script.mjs scripts/prepare-database.ts
exec npx next start --port "${PORT:-3100}"
