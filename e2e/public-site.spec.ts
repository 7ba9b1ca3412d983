import { expect, test, type Page } from '@playwright/test';
import { annualMonthlyPrice, planById } from '../common/plans';
import { staticPageMeta } from '../common/page-meta';
import { footerColumns, headerLinks } from '../web/components/layout/site-nav-links';

const pages: Array<[path: string, heading: RegExp]> = [
  ['/', /Answers from your property documents/],
  ['/landing', /Answers from your property documents/],
  ['/features', /Everything you need to work from your documents/],
  ['/pricing', /Simple pricing that grows with your portfolio/],
  ['/blog', /The Propwise Blog/],
  ['/docs', /Propwise Documentation/],
  ['/privacy', /Privacy Policy/],
  ['/terms', /Terms of Service/],
  ['/developer', /Build on Propwise/],
];

test.describe('public pages', () => {
  // One browser context for all of them (a step each, named in a failure): a visitor's second page reuses what
  // the first loaded, and a fresh context per page was most of what this file cost.
  test('each renders its heading and title when loaded directly', async ({ page }) => {
    for (const [path, heading] of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(staticPageMeta[path]!.title);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', staticPageMeta[path]!.title);
      });
    }
  });

  test('each page sets its own title on client-side navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveTitle(staticPageMeta['/pricing']!.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', staticPageMeta['/pricing']!.description);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveTitle(staticPageMeta['/docs']!.title);
  });
});

test.describe('navigation', () => {
  const expectPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path);

  test('every header link goes to its page', async ({ page }) => {
    await page.goto('/docs');
    const header = page.getByRole('banner');
    for (const link of headerLinks) {
      await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.label, exact: true }).click();
      await expectPath(page, link.to);
    }
    await header.getByRole('link', { name: 'Propwise home' }).click();
    await expectPath(page, '/');
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expectPath(page, '/sign-in');
    await page.goto('/features');
    await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
    await expectPath(page, '/sign-up');
  });

  test('every footer link goes to its page', async ({ page }) => {
    await page.goto('/features');
    const links = footerColumns.flatMap((c) => c.links);
    expect(links.map((l) => l.to)).toEqual(expect.arrayContaining(['/status', '/privacy', '/terms']));
    for (const link of links) {
      await page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }).click();
      await expectPath(page, link.to);
      // Pages that fetch their content (legal, blog, status) show a spinner first, then push the footer down: a
      // click aimed at the footer before that lands wherever the footer was. Wait for the page to settle.
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Propwise home' }).click();
    await expectPath(page, '/');
  });

  test('calls to action go where they say', async ({ page }) => {
    const main = page.getByRole('main');
    await page.goto('/');
    await main.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await expectPath(page, '/sign-up');
    await page.goto('/');
    // There is no demo video: the hero's second button shows how it works, on the same page.
    await expect(main.getByRole('link', { name: 'Watch Demo' })).toHaveCount(0);
    await main.getByRole('link', { name: 'See how it works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.getByRole('heading', { name: 'From a folder of PDFs to answers in three steps' })).toBeInViewport();
    await page.goto('/');
    await main.getByRole('link', { name: 'Schedule Demo' }).click();
    await expectPath(page, '/contact');
    await page.goto('/pricing');
    await page.getByTestId('plan-enterprise').getByRole('link', { name: 'Talk to Sales' }).click();
    await expectPath(page, '/contact');
    await page.goto('/pricing');
    await page.getByTestId('plan-professional').getByRole('link', { name: 'Start Free Trial' }).click();
    await expectPath(page, '/sign-up');
    await page.goto('/developer');
    await main.getByRole('link', { name: 'Read the docs' }).click();
    await expectPath(page, '/docs');
    await page.goto('/developer');
    await main.getByRole('link', { name: 'Read the API reference' }).click();
    await expectPath(page, '/docs');
    await expect(page.getByRole('heading', { name: 'API reference' })).toBeVisible();
  });

  test('on a phone the header folds into a menu that navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', ...headerLinks.map((l) => l.label), 'Sign In', 'Start Free Trial']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expectPath(page, '/blog');
    await expect(menu).toBeHidden();
  });
});

test.describe('copy the product has grown into', () => {
  test('the developer page offers the API that exists and says plainly that webhooks do not', async ({ page }) => {
    await page.goto('/developer');
    const main = page.getByRole('main');
    await expect(main.getByText(/not available yet/i)).toHaveCount(1);
    await expect(main.getByRole('article').filter({ hasText: 'Webhooks' })).toContainText('Propwise does not send webhooks yet');
    for (const available of ['API keys', 'REST API'])
      await expect(main.getByRole('article').filter({ hasText: available }).getByText('Available')).toBeVisible();
    await expect(main.getByText(/public API is not available|early access/i)).toHaveCount(0);
  });

  test('features not in the product yet are marked Coming soon, and the landing page highlights only what exists', async ({ page }) => {
    await page.goto('/features');
    for (const planned of ['Lease analysis', 'Maintenance tracking', 'Tenant communication hub', 'Portfolio analytics']) {
      await expect(page.getByRole('article').filter({ hasText: planned }).getByText('Coming soon')).toBeVisible();
    }
    await expect(page.getByRole('article').filter({ hasText: 'REST API' }).getByText('Coming soon')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('main').getByText('Coming soon')).toHaveCount(0);
  });
});

test.describe('pricing', () => {
  test('shows the plans from the plans module and the annual toggle saves 20%', async ({ page }) => {
    const professional = planById('professional');
    const starter = planById('starter');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-professional').getByText('Most Popular')).toBeVisible();
    await expect(page.getByTestId('price-professional')).toHaveText(`$${professional.monthlyPrice}`);
    await expect(page.getByTestId('price-professional')).toHaveText('$89');
    await expect(page.getByTestId('price-starter')).toHaveText('$29');
    await expect(page.getByTestId('plan-starter').getByText('Up to 50 units')).toBeVisible();
    await expect(page.getByTestId('plan-professional').getByText('Up to 250 units')).toBeVisible();
    await expect(page.getByTestId('plan-enterprise').getByText('Custom', { exact: true })).toBeVisible();
    await expect(page.getByTestId('plan-enterprise').getByText('Unlimited units')).toBeVisible();
    await expect(page.getByText('14-day free trial').first()).toBeVisible();
    await expect(page.getByText('No credit card required').first()).toBeVisible();

    await page.getByRole('button', { name: /Annual/ }).click();
    await expect(page.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('price-professional')).toHaveText('$71');
    await expect(page.getByTestId('price-starter')).toHaveText(`$${annualMonthlyPrice(starter.monthlyPrice!)}`);
    await expect(page.getByTestId('plan-professional').getByText('Billed annually ($852/yr)')).toBeVisible();
    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect(page.getByTestId('price-professional')).toHaveText('$89');
  });

  test('the FAQ opens an answer', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await page.getByText('How much do I save with annual billing?').click();
    await expect(page.getByText(/Annual billing saves 20%/)).toBeVisible();
  });
});

test.describe('404', () => {
  test('an unknown path shows the not-found page and Return to Home goes home', async ({ page }) => {
    const reports: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/app/telemetry/not-found') && reports.push(r.url()));
    const res = await page.goto('/this/page/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Propwise');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: /Answers from your property documents/ })).toBeVisible();
    // a direct load is logged by the server itself, so the page does not report it again
    expect(reports).toHaveLength(0);
  });

  test('a 404 reached by client-side navigation reports its path to the server', async ({ page }) => {
    await page.goto('/features');
    const report = page.waitForRequest((r) => r.url().endsWith('/api/app/telemetry/not-found') && r.method() === 'POST');
    // Drive React Router's history like an in-app navigation would (it keys entries it creates itself).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e-missing', idx: 1 }, '', '/missing-after-navigation');
      window.history.pushState({ usr: null, key: 'e2e-next', idx: 2 }, '', '/features');
      window.history.back();
    });
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    const request = await report;
    expect(request.postDataJSON()).toEqual({ path: '/missing-after-navigation' });
    expect((await request.response())?.status()).toBe(204);
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('no page scrolls sideways at 390px', async ({ page }) => {
    for (const path of ['/', '/pricing', '/blog', '/features', '/docs', '/developer', '/privacy', '/this-is-missing']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
});
