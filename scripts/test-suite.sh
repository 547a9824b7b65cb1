#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest: lint, types, unit tests (from a bare copy
# of the repository), the integration tests on SQLite, then on PostgreSQL, then the browser suite.
# The browser suite's production build (about four minutes on both cores) is made while the PostgreSQL
# tests run, one file at a time on about one core; it stays in .next-e2e for the browser suite to start.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run lint
npm run typecheck
bash scripts/test-unit-standalone.sh
npx vitest run --project integration-sqlite

build_log=$(mktemp)
# Its own process group (job control on), so that stopping it stops next build too.
set -m
bash scripts/e2e-server.sh --build-only > "$build_log" 2>&1 &
build=$!
set +m
trap 'kill -- -"$build" 2> /dev/null || true; rm -f "$build_log"' EXIT
# A failure here ends the suite at once (the trap stops the build).
npx vitest run --project integration-postgres
if ! wait "$build"; then
  cat "$build_log"
  echo "The end-to-end suite's build failed (above)." >&2
  exit 1
fi
E2E_PREBUILT=1 npm run test:e2e
