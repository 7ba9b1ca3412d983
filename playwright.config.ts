import { statfsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { appUrl, mailUrl, oidcIssuer, ports } from './e2e/support/ports';

/**
 * Browser tests against the real server, on Debian's chromium (no browser download). The web servers are a
 * real SMTP mail catcher, a real OpenID provider (as Google), the app, and a second app instance with manual
 * approval and the waitlist launch mode. The web app must be built first (npm run build).
 */
const start = (script: string) => `node --import tsx e2e/support/${script}`;

/**
 * Chromium keeps its shared memory in /dev/shm; where that is small (a container's default 64 MB) it must use /tmp
 * instead. Elsewhere /dev/shm is the cheaper place: a fresh page loaded about a tenth faster here without the flag.
 */
const smallDevShm = (() => {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize < 1024 ** 3;
  } catch {
    return true;
  }
})();

export default defineConfig({
  testDir: 'e2e',
  // A bound for a hung test, not a speed target: under CI's full load (two workers, two servers and the browsers
  // on two cores) a flow that takes 25 s alone has run past 60 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]],
  use: {
    baseURL: appUrl,
    // A failed test keeps its trace (every action with the page's DOM before and after) and a screenshot, but the
    // trace records no screencast: its frames were most of what the browsers cost, about 0.6 s of CPU per page load
    // here (43 s against 26 s for 28 loads), pages showed a quarter later even on an idle machine, and CI ran near its time limit.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(smallDevShm ? ['--disable-dev-shm-usage'] : []),
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    { command: start('mail-catcher.ts'), url: `${mailUrl}/health`, reuseExistingServer: false, stdout: 'ignore' },
    { command: start('oidc-provider.ts'), url: `${oidcIssuer}/.well-known/openid-configuration`, reuseExistingServer: false, stdout: 'ignore' },
    { command: start('start-app.ts'), url: `${appUrl}/readyz`, reuseExistingServer: false, timeout: 120_000, stdout: 'ignore' },
    {
      command: start('start-app.ts --variant strict'),
      url: `http://localhost:${ports.app + 4}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
