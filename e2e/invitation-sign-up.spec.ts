import { expect, test } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.js';
import { signUpAndVerify, uniqueEmail } from './support/users.js';

const shots = process.env.SHOTS_DIR;

test('an invitee without an account signs up from the emailed link and lands in the inviting workspace with the invited role', async ({ page, browser }) => {
  const owner = await signUpAndVerify(page, { name: 'Olivia Owner', company: 'Harbor View Estates' });
  await page.goto('/dashboard/team');
  const inviteeEmail = uniqueEmail('newcomer');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('Email').fill(inviteeEmail);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  // A new person in their own browser opens the link from the real email.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const invitation = await waitForEmail(inviteeEmail, /invited you to Harbor View Estates/);
  await invitee.goto(linkIn(invitation, '/accept-invitation/'));
  await expect(invitee.getByRole('heading', { name: 'Join Harbor View Estates' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Create account' }).click();

  // The form knows the address and asks only what an invitee needs.
  await expect(invitee.getByRole('heading', { name: 'Join Harbor View Estates' })).toBeVisible();
  await expect(invitee.getByText('Olivia Owner invited you to join')).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(inviteeEmail);
  await expect(invitee.getByLabel('Email')).not.toBeEditable();
  await expect(invitee.getByLabel('Company')).toHaveCount(0);
  await expect(invitee.getByLabel('Portfolio Size')).toHaveCount(0);
  if (shots) await invitee.screenshot({ path: `${shots}/invitation-sign-up-desktop.png`, fullPage: true });
  const submit = invitee.getByRole('button', { name: 'Create account and join' });
  await invitee.getByRole('checkbox', { name: /terms/i }).check();
  await submit.click();
  await expect(invitee.getByText('Name is required')).toBeVisible();
  await invitee.getByLabel('Full Name').fill('Nadia Newcomer');
  await invitee.getByLabel('Password', { exact: true }).fill('harbor-view-42');
  await submit.click();

  // Straight into the inviting workspace, as an Admin: no verification step, no workspace of their own.
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByTestId('active-workspace')).toHaveText('Harbor View Estates');
  const session = await (await invitee.request.get('/api/auth/get-session')).json();
  expect(session.user).toMatchObject({ email: inviteeEmail, name: 'Nadia Newcomer', emailVerified: true });
  const { workspaces } = await (await invitee.request.get('/api/app/workspaces')).json();
  expect(workspaces).toEqual([expect.objectContaining({ name: 'Harbor View Estates', role: 'admin', active: true })]);
  await invitee.goto('/dashboard/team');
  await expect(invitee.locator('[data-testid="member-row"]', { hasText: owner.email })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Invite Member' })).toBeVisible();
  await inviteeContext.close();

  // The Owner sees the new Admin and no pending invitation.
  await page.reload();
  await expect(page.locator('[data-testid="member-row"]', { hasText: inviteeEmail })).toContainText('Nadia Newcomer');
  await expect(page.locator('[data-testid="invitation-row"]', { hasText: inviteeEmail })).toHaveCount(0);

  // The used link now says so instead of offering a second account.
  const again = await browser.newContext();
  const late = await again.newPage();
  await late.goto(linkIn(invitation, '/accept-invitation/'));
  await expect(late.getByText('This invitation has already been accepted.')).toBeVisible();
  await again.close();
});
