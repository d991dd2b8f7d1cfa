import { expect, test } from '@playwright/test';
import { createMember, latestMailTo, logIn } from '../support/members.ts';

test('Find ID emails the member code', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/recovery/id');
  const submit = page.getByRole('button', { name: /Find ID|Submit|Send/ }).last();
  await submit.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await submit.click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const mail = await latestMailTo(request, member.email, /ID/);
  expect(mail.text).toContain(member.code);
});

test('Find Password sends a single-use link that changes the password', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/recovery/password');
  await page.getByLabel('ID').fill('abc');
  await page.getByLabel('Email').fill(member.email);
  const submit = page.getByRole('button', { name: /Find Password|Submit|Send/ }).last();
  await submit.click();
  await expect(page.getByText('ID must be 7 characters', { exact: true })).toBeVisible();
  await page.getByLabel('ID').fill(member.code);
  await submit.click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  const mail = await latestMailTo(request, member.email, /password/i);
  const link = mail.text.match(/https?:\/\/\S+requestId=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  await page.getByLabel('New Password').fill('Changed12!');
  await page.getByLabel('Confirm Password').fill('Changed12!');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();

  await logIn(page, member.code, 'Changed12!');
  await expect(page).not.toHaveURL(/\/login/);

  // The used link says so as the page opens, without a form, and leads to a new one.
  await page.goto(path);
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/recovery\/password$/);
});
