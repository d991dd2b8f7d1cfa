import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { codeFrom, latestMailTo } from './members.ts';

/**
 * Fills the sign-up form at /signup for `email` (first name 'Invited', last name 'Friend', password 'Secret12!',
 * Canada), with the code from the development mailbox and the agreement ticked; Sign Up is left to the test.
 */
export async function fillSignUpForm(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.getByLabel('First Name').fill('Invited');
  await page.getByLabel('Last Name').fill('Friend');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Verification code has been sent to your email')).toBeVisible();
  const mail = await latestMailTo(request, email, /verification/i);
  await page.getByLabel('Verification Code').fill(codeFrom(mail.text));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret12!');
  await page.getByLabel('Confirm Password').fill('Secret12!');
  await page.getByRole('combobox', { name: 'Country' }).fill('Canada');
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('checkbox').check();
}
