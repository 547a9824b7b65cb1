#!/usr/bin/env bash
# Builds and starts the site for the end-to-end suite on a fresh SQLite database under data/e2e.
# Playwright starts this script (playwright.config.ts) and stops it when the run ends.
#   --build-only   only the build and a fresh database, with the suite's settings (npm test makes them
#                  beside the PostgreSQL integration tests, scripts/test-suite.sh); E2E_PREBUILT=1 then
#                  starts that build on that database (once: a second start begins on a fresh one).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--build-only" ]; then
  eval "$(node --import ./scripts/node-loader.mjs tests/e2e/print-env.ts)"
fi
export NEXT_DIST_DIR="${E2E_DIST_DIR:-.next-e2e}"
DATA_DIR="${E2E_DATA_DIR:-data/e2e}"
export NEXT_TELEMETRY_DISABLED=1
# npm test type-checks (npm run typecheck, with the route types) before this build; the build does not again.
export NEXT_BUILD_TYPECHECK=off

if [ "${E2E_PREBUILT:-}" = 1 ] && [ -f "$NEXT_DIST_DIR/BUILD_ID" ]; then
  echo "Starting the build made before the suite ($NEXT_DIST_DIR)"
else
  npm run build
fi

export DATABASE_URL="file:$PWD/$DATA_DIR/site.db"
export MEDIA_DIR="$PWD/$DATA_DIR/media"
export MAIL_OUTBOX_DIR="$PWD/$DATA_DIR/mail-outbox"
# A database prepared by --build-only for the next start (its first start: migrations, seed, about 30 s).
PREPARED_MARKER="$DATA_DIR/.prepared-for-next-start"
fresh_data_dir() {
  rm -rf "$DATA_DIR"
  mkdir -p "$DATA_DIR"
}
# The published registers' hand-written fixtures, loaded with the operator's command before the site
# serves a page (pages are cached: "Our data" must count them from its first render).
load_register_fixtures() {
  local fixtures=tests/fixtures/registers
  local import=(node --import ./scripts/node-loader.mjs scripts/registry-import.ts --date 2026-11-01)
  "${import[@]}" --source companies-house --file "$fixtures/companies-house-2026-11.csv" --rejects "$DATA_DIR/ch.rejects.csv"
  "${import[@]}" --source gleif --file "$fixtures/gleif-level1-2026-11.csv" --rejects "$DATA_DIR/gleif.rejects.csv"
  "${import[@]}" --source gleif-relationships --file "$fixtures/gleif-relationships-2026-11.csv" --rejects "$DATA_DIR/rr.rejects.csv"
  "${import[@]}" --source sirene --file "$fixtures/sirene-unites-legales-2026-11.csv" \
    --establishments "$fixtures/sirene-etablissements-2026-11.csv" --rejects "$DATA_DIR/sirene.rejects.csv"
}
prepare_data_dir() {
  fresh_data_dir
  node scripts/run-script.mjs scripts/prepare-database.ts
  load_register_fixtures
}
if [ "${1:-}" = "--build-only" ]; then
  prepare_data_dir
  touch "$PREPARED_MARKER"
  exit 0
fi

if [ "${E2E_PREBUILT:-}" = 1 ] && [ -f "$PREPARED_MARKER" ]; then
  rm "$PREPARED_MARKER"
  echo "Starting on the database prepared with the build ($DATA_DIR)"
else
  prepare_data_dir
fi
# npm start prepares the database first (its prestart: quick on a prepared one), then runs the production server.
export PORT="${PORT:-3100}"
exec npm start
