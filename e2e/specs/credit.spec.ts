import { expect, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';
import { logInAs, seededStaff, uniqueTag } from '../support/staff.ts';

test('staff adjust a member’s credit, and the member sees it in their credit history', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const reason = `Late parcel ${uniqueTag()}`;

  await logInAs(page, seededStaff);
  await page.goto(`/staff/members/${member.code}`);
  const form = page.getByRole('form', { name: 'Adjust credit' });
  await expect(page.getByText('No credit history yet.')).toBeVisible();
  await form.getByLabel('Amount (KRW)').fill('5000');
  await form.getByLabel('Reason').fill(reason);
  await form.getByLabel('Description').fill('Sorry for the wait.');
  await form.getByRole('button', { name: 'Adjust credit' }).click();
  await expect(page.getByText('Credit adjusted. The balance is now ₩5,000.')).toBeVisible();
  await expect(page.getByLabel('Credit balance')).toHaveText('₩5,000');
  await expect(page.getByText(reason).filter({ visible: true })).toBeVisible();

  // A redeem the balance does not cover is refused with the server's message; what was typed stays.
  await form.getByText('Redeem').click();
  await form.getByLabel('Amount (KRW)').fill('9000');
  await form.getByLabel('Reason').fill('Too much');
  await expect(form.getByRole('button', { name: 'Adjust credit' })).toBeEnabled({ timeout: 5_000 });
  await form.getByRole('button', { name: 'Adjust credit' }).click();
  await expect(form.getByRole('alert')).toHaveText('The member has only ₩5,000 of credit.');
  await expect(form.getByLabel('Reason')).toHaveValue('Too much');

  await page.context().clearCookies();
  await logIn(page, member.code, member.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'MY CREDIT ₩5,000' }).click();
  await expect(page).toHaveURL(/\/profile\/credit$/);
  await expect(page.getByLabel('Credit balance')).toHaveText('₩5,000');
  await expect(page.getByText(reason).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Sorry for the wait.').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('+₩5,000').filter({ visible: true })).toBeVisible();
});
