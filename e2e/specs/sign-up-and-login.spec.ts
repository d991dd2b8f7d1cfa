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
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Min Ji');
  await page.getByLabel('Last Name').fill('Kim');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Verification code has been sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend \(\d+s\)/ })).toBeDisabled();

  const mail = await latestMailTo(request, email, /verification/i);
  await page.getByLabel('Verification Code').fill(`a${codeFrom(mail.text)}`);
  await expect(page.getByLabel('Verification Code')).toHaveValue(codeFrom(mail.text));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret12!');
  await page.getByLabel('Confirm Password').fill('Secret12?');
  await expect(page.getByText('Passwords do NOT match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Secret12!');
  await page.getByRole('textbox', { name: 'Country' }).fill('Canada');
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
  await welcome
    .getByRole('button', { name: /close|continue|start/i })
    .first()
    .click();

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
  await context.addCookies([{ ...session!, value: 'expired-or-revoked-session-token' }]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await page.getByLabel('ID').fill(member.code);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
