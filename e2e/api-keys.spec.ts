import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support/users.js';
import { noHorizontalScroll } from './support/layout.js';

const shots = process.env.SHOTS_DIR;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('creates an API key shown once, calls the API with it, deletes it and sees the call refused', async ({ page, request }) => {
  await signUpAndVerify(page, { company: 'Keyholder Rentals' });
  await page.goto('/dashboard/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();

  // A name is required.
  await page.getByRole('button', { name: 'Create New Key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Key' });
  await expect(dialog.getByLabel('Permission')).toHaveValue('read'); // Read Only by default
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Give the key a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Accounting sync');
  await dialog.getByLabel('Permission').selectOption('read_write');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  // Shown once: hidden until revealed, copyable.
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('this is the only time it is shown')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/api-keys-created.png` });
  const display = shown.getByTestId('new-api-key');
  await expect(display).toContainText('••••');
  await shown.getByRole('button', { name: 'Reveal key' }).click();
  const key = (await display.textContent())!.trim();
  expect(key).toMatch(/^pw_[A-Za-z0-9]{48}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(key)).toHaveCount(0);

  // Listed masked, with its permission and status.
  const row = page.getByTestId('api-key-row').filter({ hasText: 'Accounting sync' });
  await expect(row.getByTestId('masked-key')).toHaveText(`${key.slice(0, 12)}••••••••${key.slice(-8)}`);
  await expect(row.getByText('Read & Write')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByTestId('call-count')).toHaveText('0');

  // The key works from outside the browser.
  const auth = { Authorization: `Bearer ${key}` };
  const created = await request.post('/api/v1/projects', { headers: auth, data: { name: 'Created by the API' } });
  expect(created.status()).toBe(201);
  const listed = await request.get('/api/v1/projects', { headers: auth });
  expect(listed.status()).toBe(200);
  expect((await listed.json()).projects.map((p: { name: string }) => p.name)).toContain('Created by the API');
  await page.reload();
  await expect(row.getByTestId('call-count')).toHaveText('2');
  await expect(row.getByText('Never')).toHaveCount(0);

  // Inactive: refused at once; active again: accepted.
  await row.getByRole('switch', { name: 'Deactivate Accounting sync' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  expect((await request.get('/api/v1/projects', { headers: auth })).status()).toBe(401);
  await row.getByRole('switch', { name: 'Activate Accounting sync' }).click();
  // Exact: "Active" is also a substring of the "Inactive" shown until the server has answered.
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await request.get('/api/v1/projects', { headers: auth })).status()).toBe(200);

  // Phone width: the list fits.
  if (shots) await page.screenshot({ path: `${shots}/api-keys-list.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/api-keys-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete with confirmation; the key stops working.
  await row.getByRole('button', { name: 'Delete Accounting sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete API key' });
  await expect(confirm.getByText('will stop working immediately')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  const refused = await request.get('/api/v1/projects', { headers: auth });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('unauthenticated');
});

test('the docs page lists every API endpoint with a curl example, rendered from the OpenAPI document', async ({ page }) => {
  await page.goto('/docs#api-reference');
  const endpoints = page.getByTestId('api-endpoint');
  for (const name of [
    'POST /documents',
    'GET /documents/{id}',
    'DELETE /documents/{id}',
    'GET /projects',
    'POST /projects',
    'POST /search',
    'POST /query',
    'GET /workspace/members',
    'GET /documents',
    'GET /documents/{id}/text',
    'GET /properties',
    'POST /leases',
    'PATCH /units/{id}',
    'DELETE /tenants/{id}',
  ]) {
    const [method, path] = name.split(' ');
    await expect(page.getByRole('article', { name: `${method} ${path}`, exact: true })).toBeVisible();
  }
  // Every operation of the OpenAPI document, each with its curl example.
  const spec = (await (await page.request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(spec.paths).reduce(
    (n, methods) => n + Object.keys(methods).filter((m) => /^(get|post|put|patch|delete)$/.test(m)).length,
    0,
  );
  expect(operations).toBeGreaterThanOrEqual(14);
  await expect(endpoints).toHaveCount(operations);
  await expect(page.getByTestId('curl-example')).toHaveCount(operations);
  await expect(page.getByRole('article', { name: 'POST /search', exact: true }).getByTestId('curl-example')).toContainText('Authorization: Bearer');
  await expect(page.getByRole('article', { name: 'POST /documents', exact: true }).getByText('property_id', { exact: true })).toBeVisible();
  if (shots) await page.getByRole('article', { name: 'POST /documents', exact: true }).screenshot({ path: `${shots}/docs-api-upload.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(page);
});
