import { expect, test } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.js';
import { signUpAndVerify, uniqueEmail } from './support/users.js';

const shots = process.env.SHOTS_DIR;

test('invite a member, accept as that member, change their role and remove them', async ({ page, browser }) => {
  const owner = await signUpAndVerify(page, { name: 'Olivia Owner', company: 'Granite Park Management' });
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
  const ownerRow = page.locator('[data-testid="member-row"]', { hasText: owner.email });
  await expect(ownerRow).toContainText('Owner');
  await expect(ownerRow.getByLabel('Crown')).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();

  const inviteeEmail = uniqueEmail('invitee');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Email is invalid')).toBeVisible();
  await dialog.getByLabel('Email').fill(inviteeEmail);
  await dialog.getByLabel('Role').selectOption('member');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const pending = page.locator('[data-testid="invitation-row"]', { hasText: inviteeEmail });
  await expect(pending).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/team-desktop.png`, fullPage: true });

  // The invitee signs up in their own browser, then opens the link from the real email.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await signUpAndVerify(invitee, { name: 'Ian Invitee', email: inviteeEmail, company: 'Ian Solo Rentals' });
  const invitation = await waitForEmail(inviteeEmail, /invited you to Granite Park Management/);
  await invitee.goto(linkIn(invitation, '/accept-invitation/'));
  await expect(invitee.getByRole('heading', { name: 'Join Granite Park Management' })).toBeVisible();
  await expect(invitee.getByText('Olivia Owner invited')).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee).toHaveURL(/\/dashboard\/team$/);
  await expect(invitee.getByTestId('active-workspace')).toHaveText('Granite Park Management');
  await expect(invitee.locator('[data-testid="member-row"]', { hasText: owner.email })).toBeVisible();
  // A Member sees the team read-only.
  await expect(invitee.getByRole('button', { name: 'Invite Member' })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(invitee.getByText('Pending Invitations')).toHaveCount(0);
  // ...and the workspace settings read-only.
  await invitee.goto('/dashboard/settings');
  await expect(invitee.getByLabel('Company name')).toHaveValue('Granite Park Management');
  await expect(invitee.getByLabel('Company name')).not.toBeEditable();
  await expect(invitee.getByText('Only Owners and Admins can change these details.')).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await inviteeContext.close();

  // Back as the Owner: the invitation is gone from pending, the invitee is a member.
  await page.reload();
  const inviteeRow = page.locator('[data-testid="member-row"]', { hasText: inviteeEmail });
  await expect(inviteeRow).toContainText('Ian Invitee');
  await expect(pending).toHaveCount(0);
  await inviteeRow.getByLabel('Role for Ian Invitee').selectOption('admin');
  await expect(page.getByText('Role updated')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-testid="member-row"]', { hasText: inviteeEmail }).getByLabel('Role for Ian Invitee')).toHaveValue('admin');

  await page.getByRole('button', { name: 'Remove Ian Invitee' }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText('Member removed')).toBeVisible();
  await expect(page.locator('[data-testid="member-row"]', { hasText: inviteeEmail })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-testid="member-row"]')).toHaveCount(1);
});

test('a signed-out invitee is sent to sign in and brought back to the invitation', async ({ page, browser }) => {
  await signUpAndVerify(page, { name: 'Olivia Owner', company: 'Return Trip Rentals' });
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const user = await signUpAndVerify(invitee, { name: 'Rita Returner' });
  await invitee.context().clearCookies();

  await page.goto('/dashboard/team');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  await page.getByRole('dialog', { name: 'Invite Member' }).getByLabel('Email').fill(user.email);
  await page.getByRole('dialog', { name: 'Invite Member' }).getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  const mail = await waitForEmail(user.email, /invited you to Return Trip Rentals/);
  await invitee.goto(linkIn(mail, '/accept-invitation/'));
  await expect(invitee.getByRole('heading', { name: 'Join Return Trip Rentals' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', /^\/sign-up\?invitation=[^&]+$/);
  await invitee.getByRole('link', { name: 'Sign in to accept' }).click();
  await expect(invitee).toHaveURL(/\/sign-in\?next=/);
  await invitee.getByLabel('Email').fill(user.email);
  await invitee.getByLabel('Password', { exact: true }).fill(user.password);
  await invitee.getByRole('button', { name: 'Sign In' }).click();
  await expect(invitee).toHaveURL(/\/accept-invitation\//);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee.getByTestId('active-workspace')).toHaveText('Return Trip Rentals');
  await inviteeContext.close();
});

test('pending invitations can be resent and revoked', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Revoke Realty' });
  await page.goto('/team');
  const email = uniqueEmail('revoke');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  await page.getByRole('dialog', { name: 'Invite Member' }).getByLabel('Email').fill(email);
  await page.getByRole('dialog', { name: 'Invite Member' }).getByLabel('Role').selectOption('admin');
  await page.getByRole('dialog', { name: 'Invite Member' }).getByRole('button', { name: 'Send invitation' }).click();
  const row = page.locator('[data-testid="invitation-row"]', { hasText: email });
  await expect(row).toContainText('Admin');
  const first = await waitForEmail(email, /invited you to Revoke Realty/);

  await page.getByRole('button', { name: `Resend invitation to ${email}` }).click();
  await expect(page.getByText('Invitation resent')).toBeVisible();

  await page.getByRole('button', { name: `Revoke invitation to ${email}` }).click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(linkIn(first, '/accept-invitation/'));
  await expect(page.getByText('This invitation was revoked by the workspace.')).toBeVisible();
});
