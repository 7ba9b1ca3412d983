#!/usr/bin/env bash
# The whole test suite. First the static checks (lint, format, import rules, type check; scripts/checks.mjs) in
# parallel with the web build, then a production start without devDependencies, then unit and integration tests on
# PGlite and on a real PostgreSQL server (vitest), then browser tests (Playwright on Debian's chromium) against the
# built app. Ends with "N passed, N failed", where each check counts as one test.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh || exit 1
mkdir -p reports
rm -f reports/*.json

echo "== static checks (lint, format, import rules, type check), beside the web build"
node scripts/checks.mjs --report reports/checks.json >reports/checks.log 2>&1 &
checks_pid=$!

echo "== building the web app"
npm run build --silent
build_status=$?
wait $checks_pid
checks_status=$?
cat reports/checks.log
if [ $build_status -ne 0 ]; then echo "0 passed, 1 failed"; exit 1; fi

echo "== production start without devDependencies"
node scripts/checks.mjs production-start --report reports/checks-production-start.json
start_status=$?

echo "== unit and integration tests (PGlite and PostgreSQL)"
CI="${CI:-}" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest-results.json
vitest_status=$?

echo "== browser tests (Playwright, chromium)"
npx playwright test
e2e_status=$?

node scripts/summarize-results.mjs reports/vitest-results.json reports/e2e-results.json reports/checks.json reports/checks-production-start.json
summary_status=$?

for status in $checks_status $start_status $vitest_status $e2e_status $summary_status; do
  [ "$status" -eq 0 ] || exit 1
done
