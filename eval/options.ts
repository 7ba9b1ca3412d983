/** The command line of npm run eval (eval/run.ts): which sets, where their databases live, what to measure. */
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalResults } from './results.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const setName = (dir: string) => basename(dir).replace(/^cuad-/, '');

/** A set name (dev, train) is ../shared/eval/cuad-<name>; anything with a slash is a directory. Without --sets, the one `singleDir`. */
export function resolveSets(spec: string | undefined, singleDir: string, sharedEval = join(repoRoot, '..', 'shared', 'eval')) {
  if (!spec) return [{ name: setName(singleDir), dir: singleDir }];
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.includes('/') ? { name: setName(resolve(s)), dir: resolve(s) } : { name: s, dir: join(sharedEval, `cuad-${s}`) }));
}

export function parseArgs(argv: string[], env: Record<string, string | undefined> = process.env): EvalResults['options'] {
  const has = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const v = i >= 0 ? argv[i + 1] : undefined;
    return v && !v.startsWith('--') ? v : undefined;
  };
  const limit = value('limit') ? Number(value('limit')) : undefined;
  if (limit !== undefined && !(limit > 0)) throw new Error('--limit takes a positive number');
  const dir = resolve(value('dir') ?? env.CUAD_DIR ?? join(repoRoot, '..', 'shared', 'eval', 'cuad-dev'));
  return {
    sets: resolveSets(value('sets'), dir),
    limit,
    reuse: has('reuse') ? resolve(value('reuse') ?? join(repoRoot, '.data-eval')) : null,
    database: value('database-url') || env.EVAL_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    pdf: !has('no-pdf'),
    answers: !has('no-answers'),
    filtered: !has('no-filtered'),
    clauses: !has('no-clauses'),
    pdfAnswers: has('pdf-answers') && !has('no-pdf'),
    pdfEvery: Math.max(1, Number(value('pdf-every') ?? 1) || 1),
    writeMd: has('write-md') || limit === undefined,
    outDir: resolve(value('out-dir') ?? repoRoot),
    report: value('report') ? resolve(value('report')!) : null,
  };
}

/** Where a set's database lives with --reuse: dev keeps DIR (as before runs held several sets), another set DIR-<set>. */
export function reuseDir(reuse: string, set: string) {
  return set === 'dev' ? reuse : `${reuse}-${set}`;
}

/** The command as typed, the database URL (which may hold a password) replaced by URL. */
export function commandLine(argv: string[]) {
  const shown = argv.map((a, i) => (argv[i - 1] === '--database-url' ? 'URL' : a));
  return ['npm run eval', ...(argv.length ? ['--', ...shown] : [])].join(' ');
}
