// The static checks (decision 0017), run in parallel: `node scripts/checks.mjs [name ...] [--report file]`.
// Each check is one command; its output is printed when it fails. With --report, the results go to a JSON file
// that scripts/summarize-results.mjs counts into the closing "N passed, N failed" line (each check one test).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

export const checks = {
  lint: [bin('biome'), ['lint', '--max-diagnostics=200', '.']],
  format: [bin('biome'), ['format', '--max-diagnostics=20', '.']],
  imports: [bin('depcruise'), ['server', 'web', 'common', '--output-type', 'err']],
  typecheck: [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  // Needs the web build (npm run build): CI runs it after the build, not with the others (see the default list).
  'production-start': ['bash', [join(root, 'scripts', 'production-start-check.sh')]],
};
const DEFAULT_CHECKS = ['lint', 'format', 'imports', 'typecheck'];

function run(name) {
  const [command, args] = checks[name];
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) => done({ name, passed: false, seconds: 0, output: String(err) }));
    child.on('close', (code) => done({ name, passed: code === 0, seconds: (Date.now() - started) / 1000, output }));
  });
}

const argv = process.argv.slice(2);
const reportAt = argv.indexOf('--report');
const reportFile = reportAt >= 0 ? argv[reportAt + 1] : undefined;
const names = argv.filter((a, i) => !a.startsWith('--') && (reportAt < 0 || i !== reportAt + 1));
const unknown = names.filter((n) => !(n in checks));
if (unknown.length) {
  console.error(`unknown check(s): ${unknown.join(', ')}; known: ${Object.keys(checks).join(', ')}`);
  process.exit(2);
}

const results = await Promise.all((names.length ? names : DEFAULT_CHECKS).map(run));
for (const r of results) {
  console.log(`${r.passed ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds.toFixed(1)} s)`);
  if (!r.passed) console.log(r.output.trimEnd().replace(/^/gm, `  ${r.name} | `));
}
if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, JSON.stringify({ checks: results.map(({ name, passed, seconds }) => ({ name, passed, seconds })) }, null, 2));
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
