#!/usr/bin/env bash
# Every check and test of the project, in order; the README's test command and CI's .ci/run call this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%s, %ss in)\n' "$*" "$(date +%T)" "$SECONDS"; }

step "system packages (Debian)"
bash scripts/ensure-system-packages.sh

# The static checks are single-threaded: format and lint run beside the type checks, one per core.
step "format (prettier) and lint (eslint), beside the types (tsc --noEmit, every workspace)"
static_log=$(mktemp -d)
(npx prettier --check . --log-level warn && npx eslint . --max-warnings 0) >"$static_log/style" 2>&1 &
style=$!
types_ok=true
for project in packages/shared apps/server apps/web e2e bench; do
  npx tsc --noEmit -p "$project" || types_ok=false
done
style_ok=true
wait "$style" || style_ok=false
cat "$static_log/style"
rm -rf "$static_log"
$style_ok || { echo "format or lint failed (above)"; exit 1; }
$types_ok || { echo "a type check failed (above)"; exit 1; }

# Every project but `heavy` (crash rounds, route fuzzing, scale-out): `npm run test:heavy` runs those.
step "unit and integration tests (SQLite)"
env -u TEST_DATABASE_URL npx vitest run --project '!heavy'

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Only the files that reach a database through TEST_DATABASE_URL (the test app, or the variable
  # itself): the others (composer, geocoder, speech…) would only repeat what the SQLite pass ran.
  # The heavy project's files are left to `npm run test:heavy`.
  mapfile -t database_files < <(grep -rlE "test-app'|testDatabaseUrl|TEST_DATABASE_URL" apps/server \
    --include='*.test.ts' --exclude-dir=node_modules | grep -vE 'test/(crash-rounds|fuzz-routes|scale-out)\.test\.ts$' | sort)
  step "server tests again on PostgreSQL ($TEST_DATABASE_URL): the ${#database_files[@]} files that use a database"
  # Two workers, like the SQLite pass: each file works in its own schema (apps/server/test/test-schema.ts).
  npx vitest run --project server "${database_files[@]}"
else
  echo "(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)"
fi

step "browser tests (Playwright in Debian's Chromium against the built app)"
npm run build -w @roamcast/web --silent
npm test -w @roamcast/e2e --silent
step "all checks and tests passed"
