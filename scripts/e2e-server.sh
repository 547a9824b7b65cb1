#!/usr/bin/env bash
# Builds and starts the site for the end-to-end suite on a fresh SQLite database under data/e2e.
# Playwright starts this script (playwright.config.ts) and stops it when the run ends.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_DIST_DIR="${E2E_DIST_DIR:-.next-e2e}"
DATA_DIR="${E2E_DATA_DIR:-data/e2e}"
export NEXT_TELEMETRY_DISABLED=1
# npm test type-checks (npm run typecheck, with the route types) before this build; the build does not again.
export NEXT_BUILD_TYPECHECK=off
export DATABASE_URL="file:$PWD/$DATA_DIR/site.db"
export MEDIA_DIR="$PWD/$DATA_DIR/media"
export MAIL_OUTBOX_DIR="$PWD/$DATA_DIR/mail-outbox"

rm -rf "$DATA_DIR"
mkdir -p "$DATA_DIR"
npm run build
# npm start prepares the database first (its prestart), then runs the production server.
export PORT="${PORT:-3100}"
exec npm start
