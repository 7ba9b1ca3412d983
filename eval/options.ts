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

/**
 * `--leases DIR` (the lease evaluation, eval/leases/run.ts): DIR is one split (it holds gold.jsonl) or a set whose
 * splits are its sub-folders (/work/lease-devset: train and dev); `--leases-split dev` (or `train,dev`) picks them.
 */
export function resolveLeaseSplits(dir: string, split: string | undefined, exists: (path: string) => boolean): { name: string; dir: string }[] {
  const root = resolve(dir);
  if (split) return split.split(',').map((s) => ({ name: s.trim(), dir: join(root, s.trim()) }));
  if (exists(join(root, 'gold.jsonl'))) return [{ name: basename(root), dir: root }];
  const found = ['train', 'dev', 'test'].filter((s) => exists(join(root, s, 'gold.jsonl')));
  if (!found.length) throw new Error(`--leases ${dir}: no gold.jsonl there nor in its train/ or dev/ folders`);
  return found.map((s) => ({ name: s, dir: join(root, s) }));
}

export function parseLeaseArgs(argv: string[], exists: (path: string) => boolean, env: Record<string, string | undefined> = process.env) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const v = i >= 0 ? argv[i + 1] : undefined;
    return v && !v.startsWith('--') ? v : undefined;
  };
  const dir = value('leases');
  if (!dir) throw new Error('--leases takes a directory in the lease evaluation format (e.g. /work/lease-devset or /work/lease-devset/dev)');
  const limit = value('limit') ? Number(value('limit')) : undefined;
  if (limit !== undefined && !(limit > 0)) throw new Error('--limit takes a positive number');
  const timeoutSeconds = Number(value('leases-timeout') ?? 1800);
  if (!(timeoutSeconds > 0)) throw new Error('--leases-timeout takes a number of seconds');
  return {
    splits: resolveLeaseSplits(dir, value('leases-split'), exists),
    timeoutSeconds,
    limit,
    databaseUrl: value('database-url') ?? env.EVAL_DATABASE_URL,
    // Keep the PGlite database in this directory after the run, to look into what the product stored.
    keepData: value('keep-data'),
    outDir: resolve(value('out-dir') ?? repoRoot),
    // A --limit run is a quick look: EVALUATION.md is left alone unless --write-md.
    writeMd: argv.includes('--write-md') || limit === undefined,
    command: commandLine(argv),
  };
}
