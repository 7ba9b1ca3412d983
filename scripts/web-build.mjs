// Keeps the built web app in step with its sources (decision 0017):
//   node scripts/web-build.mjs stamp    after `vite build` (npm run build): records a hash of the build's inputs in it
//   node scripts/web-build.mjs ensure   before the server starts (npm start): builds when the build is missing or was
//                                       made from other sources; without vite (a production install, devDependencies
//                                       pruned) it serves a current build and refuses a missing or stale one.
// A hash of the contents, not file times: a checkout, a copy or a container layer changes times but not contents.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const stampFile = join(dist, '.inputs-sha256');
/** What vite reads to build web/: its sources, the code it shares with the server, and its configuration. */
const INPUT_DIRS = ['web', 'common'];
const INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json'];
const isTest = (name) => /\.test\.tsx?$/.test(name);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && !isTest(entry.name)) yield path;
  }
}

/** A hash over the relative path and contents of every input, in a stable order. */
export function inputsHash() {
  const paths = [...INPUT_DIRS.flatMap((d) => [...files(join(root, d))]), ...INPUT_FILES.map((f) => join(root, f)).filter(existsSync)];
  const hash = createHash('sha256');
  for (const path of paths.map((p) => relative(root, p)).sort())
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(root, path)))
      .update('\0');
  return hash.digest('hex');
}

/** Why the build cannot be served as it is, or null when it is current. */
export function buildProblem() {
  if (!existsSync(join(dist, 'index.html'))) return 'is missing';
  // An image that ships the build without web/ has nothing to compare against: the build is what it was given.
  if (!existsSync(join(root, 'web'))) return null;
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (!stamp) return 'was not made by `npm run build`';
  return stamp === inputsHash() ? null : 'is older than web/ and common/ (they changed after `npm run build`)';
}

function viteInstalled() {
  try {
    createRequire(join(root, 'package.json')).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

function ensure() {
  const problem = buildProblem();
  if (!problem) return 0;
  const where = relative(root, dist) || '.';
  if (!viteInstalled()) {
    console.error(
      `The built web app in ${where} ${problem}, and vite is not installed (a production install without devDependencies).\n` +
        'Build before pruning: `npm ci && npm run build && npm prune --omit=dev && npm start` (README, Deployment).',
    );
    return 1;
  }
  console.log(`The built web app in ${where} ${problem}: building it (npm run build).`);
  return spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'stamp') writeFileSync(stampFile, `${inputsHash()}\n`);
  else if (command === 'ensure') process.exit(ensure());
  else {
    console.error('usage: node scripts/web-build.mjs stamp|ensure');
    process.exit(2);
  }
}
