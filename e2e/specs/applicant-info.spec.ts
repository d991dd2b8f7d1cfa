import { expect, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';

test("a member adds, edits and deletes applicant's information, and picks it in a proxy-fansign request", async ({
  page,
  request,
}) => {
  await signedInMember(page, request, '/profile');
  const section = page.getByRole('region', { name: "Applicant's Information" });
  await expect(section.getByText("No applicant's information yet.")).toBeVisible();

  // Add: the name is required, the information at most 3000 characters.
  await section.getByRole('link', { name: 'New Information' }).click();
  await expect(page).toHaveURL(/\/profile\/application-info\/new$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Information').fill('x'.repeat(3001));
  await page.getByLabel('Information').blur();
  await expect(page.getByText('Information is too long (Max 3000 characters)')).toBeVisible();
  await page.getByLabel('Name').fill('Mina Park');
  await page.getByLabel('Information').fill('Phone 010-1234-5678, born 2001-02-03');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.getByRole('row', { name: /Mina Park/ })).toBeVisible();

  // Edit.
  await section.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/application-info\/edit\/\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue('Mina Park');
  await page.getByLabel('Name').fill('Mina P.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.getByRole('row', { name: /Mina P\./ })).toBeVisible();

  // Pick it in the OFM proxy-fansign form: the applicant fields are filled from the record.
  await page.goto('/ofm/new');
  await page.getByRole('radio', { name: 'Proxy fansign' }).check();
  await page.getByRole('combobox', { name: "Saved applicant's information" }).click();
  await page.getByRole('option', { name: 'Mina P.' }).click();
  await expect(page.getByLabel('Applicant name')).toHaveValue('Mina P.');
  await expect(page.getByLabel('Applicant information')).toHaveValue('Phone 010-1234-5678, born 2001-02-03');
  await expect(page.getByRole('link', { name: "Add applicant's information" })).toHaveAttribute(
    'href',
    '/profile/application-info/new',
  );

  // Delete, after the spec's question.
  await page.goto('/profile');
  await section.getByRole('button', { name: 'Delete Mina P.' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Are you sure to delete this applicant's information?")).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(section.getByText("No applicant's information yet.")).toBeVisible();
});
