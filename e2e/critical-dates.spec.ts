import { expect, type Page, test } from '@playwright/test';
import { noHorizontalScroll } from './support/layout.js';
import { waitForEmail } from './support/mail.js';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Portfolio records through the web app's own API (the same calls its screens make). */
async function create(page: Page, path: string, data: unknown) {
  const res = await page.request.post(`/api/app/portfolio/${path}`, { headers: { origin: appUrl }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test('a lease date inside its lead time: calendar, bell, email and a revocable calendar feed, on a phone too', async ({ page, request }) => {
  const user = await signUpAndVerify(page, { company: 'Juniper Lane Homes' });

  // Nothing yet: the calendar says how dates appear.
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { name: 'No lease dates yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload leases' })).toHaveAttribute('href', '/dashboard');
  if (shots) await page.screenshot({ path: `${shots}/calendar-empty.png`, fullPage: true });
  await expect(page.getByRole('link', { name: 'Calendar' })).toBeVisible();

  // A lease record that ends in 20 days: inside the 30-day lead time.
  const property = await create(page, 'properties', { name: 'Juniper Court', type: 'residential' });
  const unit = await create(page, 'units', { propertyId: property.id, label: '2A' });
  const tenant = await create(page, 'tenants', { name: 'Riley Chen', kind: 'person' });
  const endDate = isoDay(20);
  const lease = await create(page, 'leases', {
    propertyId: property.id,
    unitId: unit.id,
    tenantIds: [tenant.id],
    startDate: isoDay(-345),
    endDate,
    status: 'active',
  });

  await page.reload();
  const item = page.getByTestId('critical-date').filter({ hasText: 'Juniper Court, unit 2A' });
  await expect(item).toContainText('Lease expires');
  await expect(item).toContainText('in 20 days');
  await expect(item).toContainText('Riley Chen');
  await expect(item).toContainText('From the lease record');
  await expect(item.getByRole('link', { name: 'Open lease' })).toHaveAttribute('href', `/dashboard/leases/${lease.id}`);

  // The filters: another kind hides it, the property keeps it.
  await page.getByLabel('Kind of date').selectOption('rent_change');
  await expect(page.getByText('No dates match these filters')).toBeVisible();
  await page.getByLabel('Kind of date').selectOption('');
  await page.getByLabel('Property').selectOption({ label: 'Juniper Court' });
  await expect(item).toBeVisible();

  // The month grid holds it on its day.
  await page.getByRole('tab', { name: 'Month' }).click();
  await page.goto(`/dashboard/calendar?view=month&month=${endDate.slice(0, 7)}`);
  const dayCell = page.getByRole('button', { name: /: 1 date$/ });
  await expect(dayCell).toContainText('Lease expires: Juniper Court, unit 2A');
  await dayCell.click();
  await expect(page.getByTestId('critical-date')).toContainText('Riley Chen');
  if (shots) await page.screenshot({ path: `${shots}/calendar-month-desktop.png`, fullPage: true });

  // Lead times: a bad value is explained; saving runs the alerts job at once.
  await page.goto('/dashboard/settings');
  const leadTimes = page.getByLabel('Lead times (days before each date)');
  await expect(leadTimes).toHaveValue('120, 90, 60, 30');
  await leadTimes.fill('120, 400');
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  await expect(page.getByText('Each lead time must be between 1 and 365 days')).toBeVisible();
  await leadTimes.fill('90, 30, 60, 120');
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  await expect(page.getByText('Alert settings saved')).toBeVisible();
  await expect(leadTimes).toHaveValue('120, 90, 60, 30');
  if (shots) await page.screenshot({ path: `${shots}/calendar-alert-settings.png`, fullPage: true });

  // The bell shows the alert (its count is the real unread count). The alerts run takes moments, and the bell's
  // count arrives after the page loads: each reload gets a few seconds to show it (reading the badge at once
  // after a reload raced the bell's own request).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('unread-badge')).toHaveText('1', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(page.getByRole('menuitem', { name: /Lease expires in 20 days/ })).toContainText('Juniper Court, unit 2A (Riley Chen)');
  await page.keyboard.press('Escape');

  // And the email, once.
  const mail = await waitForEmail(user.email, /Lease expires in 20 days: Juniper Court, unit 2A/);
  expect(mail.text).toContain('Riley Chen');
  expect(mail.links).toContain(`${appUrl}/dashboard/calendar`);

  // The calendar feed: made, fetched without any cookie, then revoked.
  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: 'Create calendar address' }).click();
  const feedUrl = (await page.getByTestId('feed-url').textContent())!.trim();
  expect(feedUrl).toMatch(new RegExp(`^${appUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${endDate.replace(/-/g, '')}`);
  expect(ics).toContain('SUMMARY:Lease expires: Juniper Court\\, unit 2A (Riley Chen)');
  expect(ics).toContain(`URL:${appUrl}/dashboard/leases/${lease.id}`);
  if (shots) await page.screenshot({ path: `${shots}/calendar-feed-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Revoke address' }).click();
  await expect(page.getByText('Calendar address revoked')).toBeVisible();
  await expect(page.getByTestId('feed-status')).toHaveText('You have no calendar address yet.');
  expect((await request.get(feedUrl)).status()).toBe(404);

  // On a phone: the list, no month grid, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/calendar?view=month');
  await expect(page.getByTestId('critical-date').filter({ hasText: 'Juniper Court, unit 2A' })).toBeVisible();
  await expect(page.getByTestId('month-grid')).toHaveCount(0);
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/calendar-phone.png`, fullPage: true });
  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Lead times (days before each date)')).toHaveValue('120, 90, 60, 30');
  await noHorizontalScroll(page);
});
