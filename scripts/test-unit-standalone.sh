#!/usr/bin/env bash
# The unit tests, run from a copy of the repository's files in an empty temporary directory (npm test
# runs them this way), so a test that reads anything outside the repository (a folder beside the
# checkout, say) fails. The copy holds the tracked files and new ones not yet ignored, so a test
# written but not yet committed runs too; node_modules is linked, not installed again. Outside a git
# checkout the tests run in place.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  exec npx vitest run --project unit "$@"
fi
standalone=$(mktemp -d)
trap 'rm -rf "$standalone"' EXIT
mkdir "$standalone/repo"
git ls-files -z --cached --others --exclude-standard | xargs -0 -r sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' _ |
  xargs -0 -r cp --parents -t "$standalone/repo"
ln -s "$PWD/node_modules" "$standalone/repo/node_modules"
cd "$standalone/repo"
npx vitest run --project unit "$@"
