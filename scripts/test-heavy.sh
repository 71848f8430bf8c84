#!/usr/bin/env bash
# The slow proofs `npm test` leaves out (vitest.config.ts's `heavy` project: crash rounds, every route
# fuzzed, the scale-out deployment), on SQLite, then on PostgreSQL when TEST_DATABASE_URL is set.
# `npm run test:heavy` and CI's .ci/run (after `npm test`) call this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%s, %ss in)\n' "$*" "$(date +%T)" "$SECONDS"; }

step "heavy tests (SQLite): crash rounds with the API killed, route fuzzing"
env -u TEST_DATABASE_URL npx vitest run --project heavy

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "heavy tests on PostgreSQL ($TEST_DATABASE_URL): crash rounds in the scale-out mode, route fuzzing, scale-out"
  npx vitest run --project heavy
else
  echo "(TEST_DATABASE_URL is not set: the PostgreSQL heavy tests are skipped)"
fi
step "all heavy tests passed"
