import { expect, test } from '@playwright/test';

const components = [
  ['api', 'API'],
  ['processing', 'Document processing'],
  ['database', 'Database'],
  ['search', 'Search'],
] as const;

test('the status page shows the four components with live state and latency, and uptime from samples', async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1, name: 'System Status' })).toBeVisible();
  await expect(page.getByText(/^Last checked/)).toBeVisible();
  for (const [id, name] of components) {
    const row = page.getByTestId(`component-${id}`);
    await expect(row.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(row.getByText(/^(Operational|Degraded|Down)$/)).toBeVisible();
  }
  // the test server samples every 2 s, so the worker heartbeat and samples exist shortly after start
  await expect(async () => {
    await page.reload();
    for (const [id] of components) {
      await expect(page.getByTestId(`latency-${id}`)).toHaveText(/^(<1|\d+) ms$/, { timeout: 1000 });
      await expect(page.getByTestId(`component-${id}`).getByText('Operational', { exact: true })).toBeVisible({ timeout: 1000 });
    }
    await expect(page.getByText('All systems operational')).toBeVisible({ timeout: 1000 });
    await expect(
      page
        .getByTestId('component-database')
        .getByText(/^\d+(\.\d+)?%$/)
        .first(),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // the page's figures are the API's
  const api = (await (await page.request.get('/api/app/status')).json()) as {
    components: Array<{ id: string; uptime: Record<string, { percent: number | null }> }>;
  };
  expect(api.components.map((c) => c.id)).toEqual(components.map(([id]) => id));
  expect(api.components.find((c) => c.id === 'database')!.uptime['24h']!.percent).not.toBeNull();
});

test('Check now runs the checks again and updates "last checked"', async ({ page }) => {
  await page.goto('/status');
  const time = page.locator('time');
  await expect(time).toBeVisible();
  const first = await time.getAttribute('datetime');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/app/status'));
  await page.getByRole('button', { name: 'Check now' }).click();
  await response;
  await expect(time).not.toHaveAttribute('datetime', first!);
});

test('the status page fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/status');
  await expect(page.getByTestId('component-search')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
