// Adds up the vitest and Playwright JSON reports, and the static checks' reports (scripts/checks.mjs, each check one
// test), into the one closing line CI reads: "N passed, N failed". A missing report counts as a failure, so a suite
// that never ran cannot look green.
// Usage: node scripts/summarize-results.mjs <vitest.json> <playwright.json> [checks.json ...]
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestFile, playwrightFile, ...checkFiles] = process.argv.slice(2);

for (const file of checkFiles) {
  if (existsSync(file)) {
    const { checks } = JSON.parse(readFileSync(file, 'utf8'));
    for (const check of checks) {
      if (check.passed) passed += 1;
      else failed += 1;
    }
  } else {
    console.error(`missing ${file}`);
    failed += 1;
  }
}

if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  // A file that failed without a failing test (it did not load, a hook threw) counts once; numFailedTestSuites would
  // count every describe block around a failing test again (one failed test read as "3 failed").
  const fileFailures = (v.testResults ?? []).filter((f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed'));
  failed += v.numFailedTests + fileFailures.length;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} else {
  console.error(`missing ${vitestFile}`);
  failed += 1;
}

if (existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  failed += (p.errors ?? []).length;
} else {
  console.error(`missing ${playwrightFile}`);
  failed += 1;
}

// The closing line is exactly "N passed, N failed". Skipped tests go on the line before: tests that do not touch the
// database run in one of the two database projects only, and a few need a real PostgreSQL server.
if (skipped) console.log(`${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
