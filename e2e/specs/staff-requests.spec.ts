import { expect, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';
import { postOfmRequest } from '../support/ofm.ts';
import { logInAs, seededStaff, uniqueTag } from '../support/staff.ts';

test('staff cancel a member’s OFM request with a reason, and the member sees it on the timeline', async ({
  page,
  request,
  browser,
}) => {
  const member = await signedInMember(page, request, '/ofm');
  const itemName = `Album ${uniqueTag()}`;
  const code = await postOfmRequest(page, itemName);

  // Staff work in their own browser, at the same width as the member.
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const staffContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const staff = await staffContext.newPage();
  await logInAs(staff, seededStaff);
  await staff.goto('/staff/requests/ofm');
  await expect(staff.getByRole('heading', { name: 'OFM requests', level: 1 })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search by code or member' }).fill(code);
  await expect(staff).toHaveURL(new RegExp(`search=${code}`));
  await staff.getByRole('link', { name: new RegExp(code) }).click();

  await expect(staff.getByRole('heading', { name: `[OFM] ${code}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Member' }).getByText(member.code)).toBeVisible();
  await expect(staff.getByText(itemName)).toBeVisible();
  await staff.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = staff.getByRole('dialog', { name: `Cancel ${code}` });
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The shop sold out of this album');
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText(`${code} was cancelled. The member has been told.`)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cancel request' })).toBeHidden();
  await staffContext.close();

  // The member sees the cancellation, by staff and with the reason, on the request's timeline.
  await page.goto(`/ofm/${code}`);
  const timeline = page.getByRole('region', { name: 'History' });
  await expect(timeline.getByText('Cancelled')).toBeVisible();
  await expect(timeline.getByText('Reason: The shop sold out of this album')).toBeVisible();
  await expect(timeline.getByText(/By Fanship staff/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toBeHidden();
});
