import { expect, test } from '@playwright/test';
import {
  codeFrom,
  createMember,
  latestMailTo,
  logIn,
  openMenuIfCollapsed,
  uniqueEmail,
} from '../support/members.ts';

test('a visitor signs up with the emailed code, is logged in, logs out and in again', async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey through two tabs; the shared CI machine can be slow
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Min Ji');
  await page.getByLabel('Last Name').fill('Kim');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Verification code has been sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend \(\d+s\)/ })).toBeDisabled();

  // Read the code the way a new user on a laptop does: in the development mailbox page.
  await latestMailTo(request, email, /verification/i);
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/mailbox');
  const mailEntry = new RegExp(`Your Fanship verification code.*To ${email}`);
  await mailbox.getByRole('button', { name: mailEntry }).click();
  const mailText = (await mailbox.getByRole('region', { name: mailEntry }).textContent()) ?? '';
  const code6 = codeFrom(mailText);
  await mailbox.close();
  await page.getByLabel('Verification Code').fill(`a${code6}`);
  await expect(page.getByLabel('Verification Code')).toHaveValue(code6);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret12!');
  await page.getByLabel('Confirm Password').fill('Secret12?');
  await expect(page.getByText('Passwords do NOT match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Secret12!');
  await page.getByRole('combobox', { name: 'Country' }).fill('Canada');
  await page.getByRole('option', { name: 'Canada' }).click();
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(signUp).toBeEnabled();
  await signUp.click();

  const welcome = page.getByRole('dialog');
  await expect(welcome.getByText('Welcome to Fanship!')).toBeVisible();
  const idText = (await welcome.getByText(/Your ID is [A-Z0-9]{7}/).textContent()) ?? '';
  const code = idText.match(/[A-Z0-9]{7}$/)?.[0] ?? '';
  await welcome.getByRole('button', { name: 'Continue' }).click();
  // The welcome step continues to the interests onboarding; Skip leads to the start page.
  await expect(page).toHaveURL(/\/interests$/);
  await page.getByRole('link', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Min Ji!' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();

  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);

  await logIn(page, code, 'Secret12!', page.url());
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('sign-up refuses an email that is already in use', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/signup');
  await page.getByLabel('Email').fill(member.email);
  await expect(page.getByText('Email is already in use')).toBeVisible();
});

test('a wrong password is refused with the spec message and the ID is kept', async ({ page, request }) => {
  const member = await createMember(request);
  await logIn(page, member.code, 'Wrong123!');
  await expect(page.getByText('Username or password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('ID')).toHaveValue(member.code);
});

test('the login form asks for both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('an expired session meets a page that needs login with the notice', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await logIn(page, member.email, member.password);
  await expect(page).not.toHaveURL(/\/login/);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'fanship_session');
  expect(session).toBeDefined();
  // Leave the signed-in page first: its own late requests (the cart icon's) would otherwise meet the ended session
  // before the new page does, and the server tells only the first request that the session ended.
  await page.goto('about:blank');
  await context.addCookies([{ ...session!, value: 'expired-or-revoked-session-token' }]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await page.getByLabel('ID').fill(member.code);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a member changes the password in the profile and logs in with the new one', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await logIn(page, member.code, member.password, '/login?redirect=%2Fprofile');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('Wrong123!');
  await dialog.getByLabel('New Password').fill('Changed12!');
  await dialog.getByLabel('Confirm Password').fill('Changed12?');
  await expect(dialog.getByText('Passwords do NOT match')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password and Confirm Password must be the same')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill('Changed12!');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Current Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await logIn(page, member.code, member.password);
  await expect(page.getByText('Username or password is incorrect.')).toBeVisible();
  await logIn(page, member.code, 'Changed12!');
  await expect(page).not.toHaveURL(/\/login/);
});

test('a session that expires while a form is open is renewed over it, keeping what was typed', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // fills the whole address form
  const member = await createMember(request);
  await logIn(page, member.code, member.password, '/login?redirect=%2Fprofile');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'fanship_session');
  expect(session).toBeDefined();
  // The server forgets the session (as after 7 idle days) while the page is open.
  await page.request.post('/api/auth/sign-out');
  await context.addCookies([session!]);

  await page.getByRole('link', { name: 'New Address' }).click();
  await page.getByLabel('Nickname').fill('Home');
  await page.getByRole('combobox', { name: 'Country' }).fill('Japan');
  await page.getByRole('option', { name: 'Japan' }).click();
  for (const [label, value] of [
    ['State', 'Tokyo'],
    ['City', 'Tokyo'],
    ['Zip Code', '100-0001'],
    ['Address Line 1', '1-1 Chiyoda'],
    ['Recipient Name', 'Test Fan'],
    ['Recipient Email', 'fan@example.com'],
    ['Phone', '0312345678'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  // The member logs in again over the form, which keeps everything typed, and sends it again.
  const dialog = page.getByRole('dialog', { name: 'Log in again' });
  await expect(dialog.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/addresses\/new$/);
  await dialog.getByLabel('ID').fill(member.code);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Nickname')).toHaveValue('Home');
  await expect(page.getByLabel('Address Line 1')).toHaveValue('1-1 Chiyoda');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('1-1 Chiyoda')).toBeVisible();
});

test('the start page leads to the shop, the service overview and the prices', async ({ page }) => {
  await page.goto('/');
  const shop = page.getByRole('region', { name: 'Shop' });
  await expect(shop.locator('svg')).toBeVisible();
  await shop.getByRole('link', { name: /Browse the shop/ }).click();
  await expect(page).toHaveURL(/\/shop-products$/);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Forwarding' })
    .getByRole('link', { name: /Shipping costs/ })
    .click();
  await expect(page).toHaveURL(/\/price-overview#shipping$/);
  await expect(page.getByRole('tab', { name: 'Shipping', selected: true })).toBeVisible();
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Order for Me' })
    .getByRole('link', { name: /How it works/ })
    .click();
  await expect(page).toHaveURL(/\/service-overview#ofm$/);
  await expect(page.getByRole('heading', { name: 'Order for Me (OFM)' })).toBeVisible();
});
