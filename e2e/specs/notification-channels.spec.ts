import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { codeFrom, latestMailTo, signedInMember } from '../support/members.ts';

test('a member registers a phone for notifications with the code from the mailbox, then turns the channel off', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, '/profile');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await card.getByRole('button', { name: 'Active Messaging app' }).click();

  const dialog = page.getByRole('dialog', { name: 'Register Phone for Notifications' });
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please fill in the country and phone number')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'South Korea (+82)' }).click();
  // A phone of its own per run: codes to one phone are capped at 5 an hour.
  const digits = String(randomInt(10_000_000, 99_999_999));
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(`010-${digits.slice(0, 4)}-${digits.slice(4)}`);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();

  const message = await latestMailTo(request, `+8210${digits}`, /Text message/);
  await dialog.getByRole('textbox', { name: 'Verification Code' }).fill(codeFrom(message.text));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Registration completed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Closing after success reloads the profile: the phone is verified and its channel on.
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  const talk = card.getByRole('switch', { name: 'Messaging app notifications' });
  await expect(talk).toBeChecked();
  await talk.click({ force: true });
  await expect(talk).not.toBeChecked();
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Messaging app notifications' })).not.toBeChecked();
});
