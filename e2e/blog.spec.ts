import { expect, test } from '@playwright/test';
import { blogCategories, filterPosts, type PostSummary } from '../common/blog';
import { waitForEmail } from './support/mail';
import { uniqueEmail } from './support/users';

let posts: PostSummary[];
test.beforeAll(async ({ request }) => {
  posts = ((await (await request.get('/api/app/content/blog')).json()) as { posts: PostSummary[] }).posts;
});

const cards = (page: import('@playwright/test').Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNot: page.getByText('Featured', { exact: true }) });

test('the blog shows the featured post and every other post', async ({ page }) => {
  await page.goto('/blog');
  const featured = posts.find((p) => p.featured)!;
  await expect(page.getByRole('article', { name: 'Featured article' }).getByRole('heading', { name: featured.title })).toBeVisible();
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveCount(posts.length - 1);
  await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText(['All', ...blogCategories]);
});

test('search matches title or excerpt case-insensitively, combined with the category buttons', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByPlaceholder('Search articles...');
  const titles = () => cards(page).getByRole('heading', { level: 3 });

  await search.fill('LEASE');
  const leaseHits = filterPosts(posts, 'lease', 'All');
  expect(leaseHits.length).toBeGreaterThan(1);
  await expect(titles()).toHaveText(leaseHits.map((p) => p.title));
  await expect(page.getByText(`${leaseHits.length} articles found`)).toBeVisible();

  await page.getByRole('button', { name: 'Property Management' }).click();
  await expect(page.getByRole('button', { name: 'Property Management' })).toHaveAttribute('aria-pressed', 'true');
  const combined = filterPosts(posts, 'lease', 'Property Management');
  expect(combined.length).toBeGreaterThan(0);
  expect(combined.length).toBeLessThan(leaseHits.length);
  await expect(titles()).toHaveText(combined.map((p) => p.title));

  // a word that only appears in one post's excerpt still finds it
  await search.fill('security deposit disputes');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(titles()).toHaveText(filterPosts(posts, 'security deposit disputes', 'All').map((p) => p.title));

  await search.fill('no article talks about this');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(titles()).toHaveCount(posts.length - 1);

  await page.getByRole('button', { name: 'Industry News' }).click();
  await expect(titles()).toHaveText(filterPosts(posts, '', 'Industry News').map((p) => p.title));
});

test('a post opens with its author, role, date and read time', async ({ page }) => {
  const featured = posts.find((p) => p.featured)!;
  await page.goto('/blog');
  await page.getByRole('article', { name: 'Featured article' }).getByRole('link', { name: featured.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/blog/${featured.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  await expect(page.getByTestId('post-author')).toHaveText(featured.author);
  await expect(page.getByTestId('post-author-role')).toHaveText(featured.authorRole);
  await expect(page.locator(`time[datetime="${featured.date}"]`)).toBeVisible();
  await expect(page.getByText(featured.readTime)).toBeVisible();
  await expect(page.locator('.prose h2').first()).toBeVisible();
  await expect(page).toHaveTitle(`${featured.title} | Propwise Blog`);
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
});

test('a post link works when loaded directly, with its metadata in the served HTML', async ({ page, request }) => {
  const post = posts.find((p) => !p.featured)!;
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).toContain(`property="og:description" content="${post.excerpt.replace(/"/g, '&quot;')}"`);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
});

test('an unknown post shows the not-found page', async ({ page }) => {
  const res = await page.goto('/blog/no-such-article');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});

test('newsletter: invalid email, subscribe with confirmation email, then a friendly duplicate message', async ({ page }) => {
  await page.goto('/blog');
  const email = uniqueEmail('reader');
  const field = page.getByLabel('Email address');

  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await field.fill(email);
  await expect(page.getByText('Please enter a valid email address.')).toBeHidden();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You're subscribed!")).toBeVisible();
  await expect(page.getByText(`We sent a confirmation email to ${email}.`)).toBeVisible();
  const mail = await waitForEmail(email, /newsletter/i);
  expect(mail.text).toContain('Thanks for subscribing');

  await page.getByRole('button', { name: 'Subscribe another address' }).click();
  await page.getByLabel('Email address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText("You're already subscribed")).toBeVisible();
});
