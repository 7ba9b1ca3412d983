import { expect, type Page } from '@playwright/test';

/** The page fits its viewport: nothing scrolls sideways (checked at phone width by the specs). */
export async function noHorizontalScroll(page: Page) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
  }));
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  expect(sizes.body).toBeLessThanOrEqual(sizes.client);
}
