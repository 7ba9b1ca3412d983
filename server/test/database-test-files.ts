/**
 * The server test files that open a database: those whose imports, followed through relative paths, reach the
 * test harness (server/test/harness.ts, the one way a test gets a database). vitest.config.ts runs only these a
 * second time on the real PostgreSQL server; a pure unit test would run the same code twice for nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const HARNESS = join('server', 'test', 'harness.ts');
const relativeImport = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The .ts file a relative import names: "./x.js" is x.ts (or x.tsx) on disk. */
function sourceOf(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p));
}

export function databaseTestFiles(root: string): string[] {
  const serverDir = resolve(root, 'server');
  const testFiles = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(serverDir, f));
  // The import graph from the test files, then which files reach the harness (walking it backwards).
  const importers = new Map<string, string[]>();
  const seen = new Set<string>();
  const pending = [...testFiles];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      const target = sourceOf(file, m[1]!);
      if (!target) continue;
      importers.set(target, [...(importers.get(target) ?? []), file]);
      pending.push(target);
    }
  }
  const reaching = new Set<string>();
  const back = [resolve(root, HARNESS)];
  for (let file = back.pop(); file; file = back.pop()) {
    if (reaching.has(file)) continue;
    reaching.add(file);
    back.push(...(importers.get(file) ?? []));
  }
  return testFiles
    .filter((f) => reaching.has(f))
    .map((f) => f.slice(resolve(root).length + 1))
    .sort();
}
