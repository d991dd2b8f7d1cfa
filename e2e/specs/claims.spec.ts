import { expect, test } from '@playwright/test';
import { createMember, logInAt } from '../support/members.ts';
import { logInAs, openStaffNavigation, pngFile, seededStaff, uniqueTag } from '../support/staff.ts';

test('staff put a parcel in the pool; the member claims it with two images; staff approve it; the member gets the package', async ({
  page,
  request,
  browser,
}) => {
  const tag = uniqueTag().toUpperCase();
  const trackingNo = `LF${tag}`;
  const receiverName = `Kim ${tag}`;
  const member = await createMember(request);
  const screenshot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);

  // Staff work in their own browser, at the same width as the member; the parcel goes in the pool by the API.
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const staffContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const staff = await staffContext.newPage();
  await logInAs(staff, seededStaff);
  const photo = await staff.request.post('/api/staff/package-photos', {
    multipart: { file: pngFile('parcel.png', 64, [200, 120, 40]) },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const { filename } = (await photo.json()) as { filename: string };
  const pooled = await staff.request.post('/api/staff/lost-and-found', {
    data: {
      trackingNo,
      receiverName,
      weightGrams: 1_250,
      widthCm: 30,
      lengthCm: 20,
      heightCm: 10,
      photos: [filename],
    },
  });
  expect(pooled.status(), await pooled.text()).toBe(201);
  const { code: parcelCode } = (await pooled.json()) as { code: string };

  // The member claims it in the browser with two proof images.
  await logInAt(page, member, '/lost-and-found');
  await expect(page.getByRole('heading', { name: 'Lost & Found', level: 1 })).toBeVisible();
  await expect(page.getByText('You have not claimed any lost package.')).toBeVisible();
  await page.getByRole('button', { name: 'Claim a lost package' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Claim a lost package' });
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await modal.getByLabel('Tracking number').fill(trackingNo.toLowerCase());
  await modal.getByLabel('Receiver name').fill(receiverName);
  await modal
    .getByLabel('Add proof images')
    .setInputFiles([pngFile('receipt.png', 48, [30, 90, 200]), pngFile('label.png', 48, [20, 160, 60])]);
  await expect(modal.getByRole('button', { name: 'Remove label.png' })).toBeVisible();
  await page.screenshot({ path: screenshot('claim-modal') });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(/Your claim #\d+ was sent/)).toBeVisible();
  await expect(modal).toHaveCount(0);
  const claims = page.getByRole(isMobile ? 'list' : 'table', { name: 'Claims' });
  await expect(claims.getByText('Pending')).toBeVisible();
  await expect(claims.getByRole('img', { name: /Proof image 2 of claim/ })).toBeVisible();

  // Staff find it under Lost & found > Claims, compare it with the pool parcel and approve it.
  await staff.goto('/staff/lost-and-found');
  await expect(staff.getByRole('heading', { name: 'Lost & found', level: 1 })).toBeVisible();
  await staff.getByLabel('Search by tracking number, receiver or code').fill(trackingNo);
  await expect(staff).toHaveURL(new RegExp(`search=${trackingNo}`));
  await expect(staff.getByText('1 parcel waiting for a claim')).toBeVisible();
  await expect(staff.getByText(parcelCode).filter({ visible: true })).toBeVisible();
  await expect(
    staff.getByRole('img', { name: `Photo 1 of ${parcelCode}` }).filter({ visible: true }),
  ).toBeVisible();
  await staff.screenshot({ path: screenshot('staff-pool'), fullPage: true });
  await openStaffNavigation(staff);
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Claims' }).click();
  await expect(staff.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible();
  await staff.getByLabel('Search by code or member').fill(member.code);
  // The search applies after a pause in typing: wait for it, or it would navigate back to the queue later.
  await expect(staff).toHaveURL(new RegExp(`search=${member.code}`));
  await staff
    .getByRole('link', { name: /PC\d{10}/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(staff.getByRole('heading', { name: /^\[Claim\] PC\d{10}$/ })).toBeVisible();
  const candidate = staff.getByRole('article', { name: `Parcel ${parcelCode}` });
  // The candidates to approve with are the page's actions: on screen on arrival, above the member's claim.
  await expect(candidate).toBeInViewport();
  await expect(candidate.getByText('Same tracking number')).toBeVisible();
  await expect(candidate.getByRole('img', { name: `Photo 1 of ${parcelCode}` })).toBeVisible();
  await expect(staff.getByRole('img', { name: 'Proof image 2' })).toBeVisible();
  await staff.screenshot({ path: screenshot('staff-claim'), fullPage: true });
  await candidate.getByRole('button', { name: 'Approve with this parcel' }).click();
  const confirm = staff.getByRole('dialog', { name: /^Approve PC/ });
  await expect(confirm).toContainText(parcelCode);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText(`is now the member's package.`)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Claim' }).getByText(parcelCode)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Candidate parcels' })).toHaveCount(0);
  await staffContext.close();

  // The member sees the approved claim with the link to their new package.
  await page.reload();
  await expect(claims.getByText('Approved')).toBeVisible();
  await expect(claims.getByRole('link', { name: parcelCode })).toHaveAttribute(
    'href',
    `/packages/${parcelCode}`,
  );
  await expect(claims.getByRole('button', { name: /Cancel claim/ })).toHaveCount(0);
  await page.screenshot({ path: screenshot('claims-approved'), fullPage: true });
});
