import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * What `npm start` does about the web build (scripts/web-build.mjs ensure), in a scratch project: a fake `npm run build`
 * stands in for vite, and a fake vite package decides whether this is a development or a production install.
 */
const scratch: string[] = [];
afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project({ viteInstalled }: { viteInstalled: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), 'pw-web-build-'));
  scratch.push(dir);
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(import.meta.dirname, 'web-build.mjs'), join(dir, 'scripts', 'web-build.mjs'));
  mkdirSync(join(dir, 'web'));
  mkdirSync(join(dir, 'common'));
  writeFileSync(join(dir, 'web', 'main.tsx'), 'export const version = 1;\n');
  writeFileSync(join(dir, 'common', 'shared.ts'), 'export const shared = 1;\n');
  // The fake build counts its runs, so a test can tell whether ensure built.
  const fakeVite =
    "const fs=require('fs');fs.mkdirSync('dist/web',{recursive:true});fs.writeFileSync('dist/web/index.html','<div id=root>');fs.appendFileSync('builds','x')";
  const scripts = { build: `node -e "${fakeVite}" && node scripts/web-build.mjs stamp` };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, scripts }));
  if (viteInstalled) {
    mkdirSync(join(dir, 'node_modules', 'vite'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'vite', 'package.json'), '{"name":"vite","version":"0.0.0"}');
  }
  const run = (command: 'ensure' | 'stamp') => {
    const { WEB_DIST_DIR: _, ...env } = process.env; // the default, dist/web
    const res = spawnSync(process.execPath, ['scripts/web-build.mjs', command], { cwd: dir, encoding: 'utf8', env });
    return { status: res.status, output: res.stdout + res.stderr };
  };
  const builds = () => (existsSync(join(dir, 'builds')) ? readFileSync(join(dir, 'builds'), 'utf8').length : 0);
  const build = () => spawnSync('npm', ['run', 'build', '--silent'], { cwd: dir, encoding: 'utf8' }).status;
  return { dir, run, builds, build };
}

describe('npm start and the web build', () => {
  it('builds on a fresh clone, then starts without building while web/ and common/ are unchanged', () => {
    const p = project({ viteInstalled: true });
    expect(p.run('ensure').status).toBe(0);
    expect(p.builds()).toBe(1);
    expect(p.run('ensure').status).toBe(0);
    expect(p.builds()).toBe(1);
  });

  it('builds again when the sources changed since the last build', () => {
    const p = project({ viteInstalled: true });
    expect(p.build()).toBe(0);
    writeFileSync(join(p.dir, 'common', 'shared.ts'), 'export const shared = 2;\n');
    const started = p.run('ensure');
    expect(started.status).toBe(0);
    expect(started.output).toMatch(/older than web\/ and common\//);
    expect(p.builds()).toBe(2);
  });

  it('serves a current build in a production install, with no vite to build with', () => {
    const p = project({ viteInstalled: false });
    expect(p.build()).toBe(0);
    expect(p.run('ensure').status).toBe(0);
    expect(p.builds()).toBe(1);
  });

  it('refuses, saying what to do, when a production install has no build or a stale one', () => {
    const p = project({ viteInstalled: false });
    const missing = p.run('ensure');
    expect(missing.status).toBe(1);
    expect(missing.output).toMatch(/is missing, and vite is not installed/);
    expect(missing.output).toContain('npm run build && npm prune --omit=dev');
    expect(p.build()).toBe(0);
    writeFileSync(join(p.dir, 'web', 'main.tsx'), 'export const version = 2;\n');
    expect(p.run('ensure').status).toBe(1);
    expect(p.builds()).toBe(1);
  });

  it('ignores test files, which are not part of the build', () => {
    const p = project({ viteInstalled: true });
    expect(p.build()).toBe(0);
    writeFileSync(join(p.dir, 'web', 'main.test.ts'), 'it.todo("x");\n');
    expect(p.run('ensure').status).toBe(0);
    expect(p.builds()).toBe(1);
  });
});
