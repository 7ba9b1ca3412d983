#!/usr/bin/env bash
# The whole test suite: unit and integration tests on PGlite and on a real PostgreSQL server (vitest), then
# browser tests (Playwright on Debian's chromium) against the built app. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh || exit 1
mkdir -p reports
rm -f reports/*.json

echo "== building the web app"
npm run build --silent || { echo "0 passed, 1 failed"; exit 1; }

echo "== unit and integration tests (PGlite and PostgreSQL)"
CI="${CI:-}" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest-results.json
vitest_status=$?

echo "== browser tests (Playwright, chromium)"
npx playwright test
e2e_status=$?

node scripts/summarize-results.mjs reports/vitest-results.json reports/e2e-results.json
summary_status=$?

if [ $vitest_status -ne 0 ] || [ $e2e_status -ne 0 ] || [ $summary_status -ne 0 ]; then exit 1; fi
