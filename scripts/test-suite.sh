#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest: lint and types, unit tests (from a bare copy
# of the repository), the integration tests on SQLite, then on PostgreSQL, then the browser suite.
# The browser suite's production build (about four minutes on both cores) and its database are made while the
# PostgreSQL tests run, one file at a time; they stay in .next-e2e and data/e2e for the browser suite to start.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's start in the log, for a clean clone's run where only the log survives.
step() { echo "[npm test $(date +%T)] $*"; }

# Lint and the type check side by side (each mostly on one core): each one's output is shown when it ends.
step "lint and type check"
lint_log=$(mktemp)
typecheck_log=$(mktemp)
npm run lint > "$lint_log" 2>&1 &
lint=$!
npm run typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
lint_status=0
typecheck_status=0
wait "$lint" || lint_status=$?
cat "$lint_log"
wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"
rm -f "$lint_log" "$typecheck_log"
if [ "$lint_status" != 0 ] || [ "$typecheck_status" != 0 ]; then
  echo "Lint (exit $lint_status) or the type check (exit $typecheck_status) failed (above)." >&2
  exit 1
fi
step "unit tests"
bash scripts/test-unit-standalone.sh
step "integration tests on SQLite"
npx vitest run --project integration-sqlite

build_log=$(mktemp)
# Its own process group (job control on), so that stopping it stops next build too.
set -m
bash scripts/e2e-server.sh --build-only > "$build_log" 2>&1 &
build=$!
set +m
trap 'kill -- -"$build" 2> /dev/null || true; rm -f "$build_log"' EXIT
# A failure here ends the suite at once (the trap stops the build).
step "integration tests on PostgreSQL, the browser suite's build beside them"
npx vitest run --project integration-postgres
if ! wait "$build"; then
  cat "$build_log"
  echo "The end-to-end suite's build failed (above)." >&2
  exit 1
fi
step "browser suite"
E2E_PREBUILT=1 npm run test:e2e
step "done"
