import { expect, test } from '@playwright/test';
import { createMember, fillSignUpForm, logInAt, uniqueEmail } from '../support/members.ts';

test("a friend signs up with a member's referral code and starts with ₩3,500 of credit", async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two people, two browser contexts
  const inviter = await createMember(request);
  await logInAt(page, inviter, '/profile');
  const card = page.getByText('Referral Code', { exact: true }).locator('..');
  const referralCode = ((await card.getByText(/^[A-Z2-9]{8}$/).textContent()) ?? '').trim();
  expect(referralCode).toMatch(/^[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Invite a Friend' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a Friend' });
  await expect(invite.getByRole('textbox', { name: 'Sign-up link' })).toHaveValue(
    new RegExp(`/signup\\?referral=${referralCode}$`),
  );

  const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const friend = await friendContext.newPage();
  const email = uniqueEmail('friend');
  await friend.goto(`/signup?referral=${referralCode}`);
  await expect(friend.getByLabel('Referral code')).toHaveValue(referralCode);
  await fillSignUpForm(friend, request, { firstName: 'Invited', lastName: 'Friend', email });
  const signUp = friend.getByRole('button', { name: 'Sign Up' });
  await expect(friend.getByText('Please verify your referral code')).toBeVisible();
  await expect(signUp).toBeDisabled();
  await friend.getByRole('button', { name: 'Verify' }).click();
  await expect(friend.getByText('You can use this referral code!')).toBeVisible();
  await expect(signUp).toBeEnabled();
  await signUp.click();

  const welcome = friend.getByRole('dialog');
  await expect(welcome.getByText('Welcome to Fanship!')).toBeVisible();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(friend).toHaveURL(/\/interests$/);
  await friend.goto('/profile');
  await expect(friend.getByRole('link', { name: /MY CREDIT\s*₩3,500/ })).toBeVisible();
  await friendContext.close();
});
