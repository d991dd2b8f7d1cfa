import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type TestMember = {
  code: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

type MailboxEntry = { to: string; subject: string; text: string; createdAt: string };

/** A fresh, unique email address for one test. */
export function uniqueEmail(label = 'fan'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The newest mail to an address in the development mailbox, waiting for it to arrive. */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/mailbox');
      const mails = (await response.json()) as MailboxEntry[];
      found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Reads the 6-digit code out of a verification mail. */
export function codeFrom(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`No 6-digit code in mail: ${text}`);
  return match[1];
}

/** Signs a new member up through the API (each test seeds its own member). */
export async function createMember(request: APIRequestContext): Promise<TestMember> {
  const member = {
    email: uniqueEmail(),
    password: 'Secret12!',
    firstName: 'Test',
    lastName: 'Fan',
  };
  expect((await request.post('/api/email-verification/send', { data: { email: member.email } })).ok()).toBe(
    true,
  );
  const mail = await latestMailTo(request, member.email, /verification/i);
  const response = await request.post('/api/auth/sign-up', {
    data: { ...member, countryCode: 'US', verificationCode: codeFrom(mail.text) },
  });
  expect(response.status()).toBe(201);
  const { code } = (await response.json()) as { code: string };
  return { ...member, code };
}

/** Logs in through the login form. */
export async function logIn(page: Page, username: string, password: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('ID').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs a new member up and in through the login form, and waits on `path` (a page that needs the session). */
export async function signedInMember(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<TestMember> {
  const member = await createMember(request);
  await logInAt(page, member, path);
  return member;
}

/** Logs the member in through the login form that guards `path`, and waits until `path` opens. */
export async function logInAt(page: Page, member: TestMember, path: string): Promise<void> {
  await logIn(page, member.code, member.password, `/login?redirect=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Opens the phone menu when the header collapses into a burger. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: /menu/i });
  if (await burger.isVisible()) await burger.click();
}

/**
 * Fills the open sign-up form for a new person at `email` (the code read from the development mailbox, Canada, the
 * terms accepted), leaving Sign Up to the caller.
 */
export async function fillSignUpForm(
  page: Page,
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Verification code has been sent to your email')).toBeVisible();
  const mail = await latestMailTo(request, person.email, /verification/i);
  await page.getByLabel('Verification Code').fill(codeFrom(mail.text));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret12!');
  await page.getByLabel('Confirm Password').fill('Secret12!');
  await page.getByRole('combobox', { name: 'Country' }).fill('Canada');
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('checkbox').check();
}
