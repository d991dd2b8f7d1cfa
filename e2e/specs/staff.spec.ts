import { expect, test } from '@playwright/test';
import { createMember, logIn } from '../support/members.ts';

test('a visitor and a member are kept out of the staff area', async ({ page, request }) => {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const member = await createMember(request);
  await logIn(page, member.code, member.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/staff/members');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.request.get('/api/staff/members?query=DEMO')).status()).toBe(404);
});

test('staff find a member by code and see the profile and addresses', async ({ page, request }) => {
  const member = await createMember(request);
  await logIn(page, 'STAFF01', 'Staff1234!');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/staff/members');
  await page.getByPlaceholder('Member code or email').fill(member.code);
  await page.getByRole('link', { name: member.code }).first().click();
  await expect(page).toHaveURL(new RegExp(`/staff/members/${member.code}$`));
  await expect(page.getByText(member.email).first()).toBeVisible();

  await page.goto('/staff/members');
  await page.getByPlaceholder('Member code or email').fill('demo@fanship.test');
  await page.getByRole('link', { name: 'DEMO001' }).first().click();
  await expect(page.getByText('demo@fanship.test').first()).toBeVisible();
});

test('the home page opens for a visitor with the way to sign up', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});
