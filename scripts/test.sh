#!/usr/bin/env bash
# Every check and test of the project, in order; the README's test command and CI's .ci/run call this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "system packages (Debian)"
bash scripts/ensure-system-packages.sh

step "format (prettier)"
npx prettier --check . --log-level warn

step "lint (eslint)"
npx eslint . --max-warnings 0

step "types (tsc --noEmit, every workspace)"
for project in packages/shared apps/server apps/web e2e bench; do
  npx tsc --noEmit -p "$project"
done

step "unit and integration tests (SQLite)"
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests again on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project server
else
  echo "(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)"
fi

step "browser tests (Playwright in Debian's Chromium against the built app)"
npm run build -w @roamcast/web --silent
npm test -w @roamcast/e2e --silent
