import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs (decision 0017) catch what they are meant to: a scratch project with
 * the real configuration and one violation of each rule. (`npm run lint` checks the real code base with them.)
 */
const root = join(import.meta.dirname, '..');
let dir: string;
let output: string;
let status: number | null;

function write(path: string, text: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pw-import-rules-'));
  copyFileSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  copyFileSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  // Two domain modules that use each other through different files: a cycle between modules, not between files.
  write('server/modules/search/search.service.ts', "import { log } from '../queries/log.js';\nexport const search = () => log();\n");
  write('server/modules/queries/log.ts', 'export const log = () => 1;\n');
  write('server/modules/queries/recent.ts', "import { search } from '../search/search.service.js';\nexport const recent = () => search();\n");
  // A cycle between two files.
  write('server/modules/api-keys/gate.ts', "import { level } from './service.js';\nexport const gate = () => level;\n");
  write('server/modules/api-keys/service.ts', "import { gate } from './gate.js';\nexport const level = 1;\nexport const use = () => gate();\n");
  // Layers crossed.
  write('server/lib/mail.ts', "import { recent } from '../modules/queries/recent.js';\nexport const mail = () => recent();\n");
  write('common/shared.ts', "import { page } from '../web/page.js';\nexport const shared = page;\n");
  write('web/page.ts', "import { mail } from '../server/lib/mail.js';\nexport const page = mail;\n");
  // A devDependency used at run time, and the deps interface imported as a value.
  write('server/lib/build.ts', "import { build } from 'vite';\nexport const b = build;\n");
  write('server/deps.ts', 'export interface AppDeps { db: unknown }\nexport const notATypeOnly = 1;\n');
  write('server/lib/uses-deps.ts', "import { notATypeOnly } from '../deps.js';\nexport const n = notATypeOnly;\n");
  // Tests may import anything.
  write('server/lib/mail.test.ts', "import { search } from '../modules/search/search.service.js';\nexport const s = search;\n");
  const res = spawnSync(join(root, 'node_modules', '.bin', 'depcruise'), ['server', 'web', 'common', '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
  // Colours depend on the terminal (FORCE_COLOR, a TTY): compare the plain text.
  output = stripVTControlCharacters(res.stdout + res.stderr);
  status = res.status;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import rules', () => {
  it('fail the check', () => {
    expect(status).not.toBe(0);
  });

  it.each([
    ['no-module-cycle', /no-module-cycle: server\/modules\/(search|queries)/],
    ['no-circular', /no-circular: server\/modules\/api-keys\/(gate|service)\.ts/],
    ['lib-not-modules', /lib-not-modules: server\/lib\/mail\.ts → server\/modules\/queries\/recent\.ts/],
    ['common-is-shared', /common-is-shared: common\/shared\.ts → web\/page\.ts/],
    ['web-not-server', /web-not-server: web\/page\.ts → server\/lib\/mail\.ts/],
    ['server-runs-on-dependencies', /server-runs-on-dependencies: server\/lib\/build\.ts → .*vite/],
    ['deps-is-types-only', /deps-is-types-only: server\/lib\/uses-deps\.ts → server\/deps\.ts/],
  ])('%s names the offending import', (_rule, pattern) => {
    expect(output).toMatch(pattern);
  });

  it('leave tests out of the graph', () => {
    expect(output).not.toContain('mail.test.ts');
  });
});
