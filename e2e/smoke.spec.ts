import { expect, test } from '@playwright/test';

test('the server renders the app with per-page metadata before JavaScript runs', async ({ request }) => {
  const res = await request.get('/pricing');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Pricing | Propwise</title>');
  expect(html).toContain('property="og:title" content="Pricing | Propwise"');
});

test('unknown paths answer 404 with the not-found metadata', async ({ request }) => {
  const res = await request.get('/definitely-not-a-page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Page not found | Propwise');
});
