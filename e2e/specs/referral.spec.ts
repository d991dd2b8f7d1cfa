import { expect, test } from '@playwright/test';
import { codeFrom, createMember, latestMailTo, logInAt, uniqueEmail } from '../support/members.ts';

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
  await friend.getByLabel('First Name').fill('Invited');
  await friend.getByLabel('Last Name').fill('Friend');
  await friend.getByLabel('Email').fill(email);
  await friend.getByRole('button', { name: 'Send Code' }).click();
  await expect(friend.getByText('Verification code has been sent to your email')).toBeVisible();
  const mail = await latestMailTo(request, email, /verification/i);
  await friend.getByLabel('Verification Code').fill(codeFrom(mail.text));
  await friend.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret12!');
  await friend.getByLabel('Confirm Password').fill('Secret12!');
  await friend.getByRole('combobox', { name: 'Country' }).fill('Canada');
  await friend.getByRole('option', { name: 'Canada' }).click();
  await friend.getByRole('checkbox').check();
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
  await friend.goto('/profile');
  await expect(friend.getByRole('link', { name: /MY CREDIT\s*₩3,500/ })).toBeVisible();
  await friendContext.close();
});
