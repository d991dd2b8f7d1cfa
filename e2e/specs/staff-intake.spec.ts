import { expect, type Page, test } from '@playwright/test';
import { createMember } from '../support/members.ts';
import {
  logInAs,
  openStaffNavigation,
  pngFile,
  seededStaff,
  uniqueTag,
  uploadInput,
} from '../support/staff.ts';

/** The desk's tracking field. */
const trackingField = (page: Page) => page.getByRole('textbox', { name: 'Tracking number' });

/** Scans a tracking number as a barcode scanner does: types it and presses Enter. */
async function scan(page: Page, trackingNo: string) {
  await trackingField(page).fill(trackingNo);
  await trackingField(page).press('Enter');
}

async function measure(page: Page) {
  await page.getByRole('textbox', { name: 'Weight (g)' }).fill('1250');
  await page.getByRole('textbox', { name: 'Width (cm)' }).fill('30.5');
  await page.getByRole('textbox', { name: 'Length (cm)' }).fill('20');
  await page.getByRole('textbox', { name: 'Height (cm)' }).fill('10');
}

test('staff receive a parcel for a member with a photo, find it in the package search, and send an unknown one to lost & found', async ({
  page,
  request,
}, testInfo) => {
  const member = await createMember(request);
  const tag = uniqueTag().toUpperCase();
  const trackingNo = `E2E${tag}`;

  await logInAs(page, seededStaff);
  await page.goto('/staff/members');
  await openStaffNavigation(page);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Intake desk' }).click();
  await expect(page.getByRole('heading', { name: 'Intake desk', level: 1 })).toBeVisible();
  await expect(trackingField(page)).toBeFocused();
  // The placeholder is whole, on a phone too: its text fits the field's inner width.
  const placeholder = await trackingField(page).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const spacing = (Number.parseFloat(style.letterSpacing) || 0) * input.placeholder.length;
    const inner =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: input.placeholder, width: context.measureText(input.placeholder).width + spacing, inner };
  });
  expect(placeholder.width, placeholder.text).toBeLessThanOrEqual(placeholder.inner);

  // Nobody registered it: the desk says so and offers a member by ID or lost & found.
  await scan(page, trackingNo.toLowerCase());
  await expect(page.getByText('No registered incoming')).toBeVisible();
  await page.getByRole('radio', { name: 'A member by ID' }).check();
  await page.getByRole('textbox', { name: 'Member ID' }).fill(member.code);
  await measure(page);
  await uploadInput(page, 'Photos').setInputFiles(pngFile('parcel.png', 64, [200, 120, 40]));
  await expect(page.getByRole('img', { name: 'Photos 1' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('intake-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Receive' }).click();

  const received = page.getByRole('status', { name: 'Parcel received' });
  await expect(received).toBeVisible();
  const packageLink = received.getByRole('link', { name: /^PK\d{10}$/ });
  const packageCode = (await packageLink.textContent()) ?? '';
  await expect(received).toContainText(`received for Test Fan (${member.code})`);
  // Ready for the next parcel.
  await expect(trackingField(page)).toHaveValue('');
  await expect(trackingField(page)).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('intake-received.png'), fullPage: true });

  // The same parcel scanned again stops at its package: no form until 'Receive anyway', which asks why.
  await scan(page, trackingNo);
  const duplicate = page
    .getByRole('alert')
    .filter({ hasText: 'This tracking number is already on a package' });
  await expect(duplicate.getByRole('link', { name: packageCode })).toHaveAttribute(
    'href',
    `/staff/packages/${packageCode}`,
  );
  await expect(page.getByText('No registered incoming')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Receive', exact: true })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('intake-duplicate.png'), fullPage: true });
  await duplicate.getByRole('button', { name: 'Receive anyway' }).click();
  await expect(page.getByRole('textbox', { name: 'Why receive it again?' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Receive', exact: true })).toBeVisible();

  // An unknown parcel goes to lost & found, with the name on its label.
  await scan(page, `${trackingNo}X`);
  await expect(page.getByText('No registered incoming')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Lost & found' })).toBeChecked();
  await measure(page);
  await page.getByRole('textbox', { name: 'Receiver name on the label' }).fill('Kim Unknown');
  await page.getByRole('button', { name: 'Receive' }).click();
  await expect(received).toContainText('put in lost & found');

  // The member's parcel in the package search, then its page.
  await openStaffNavigation(page);
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Packages' }).click();
  await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search packages' }).fill(trackingNo);
  await expect(page).toHaveURL(new RegExp(`search=${trackingNo}`));
  await expect(page.getByText('2 packages')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('packages.png'), fullPage: true });
  const open =
    testInfo.project.name === 'phone'
      ? page.getByRole('link', { name: `Open ${packageCode}` })
      : page.getByRole('link', { name: packageCode, exact: true });
  await open.click();

  await expect(page.getByRole('heading', { name: `[Package] ${packageCode}` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Test Fan \\(${member.code}\\)`) })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo 1 of ${packageCode}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dispose' })).toBeDisabled();
  await expect(page.getByText(/has not been told yet that the storage fee started/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('package.png'), fullPage: true });
});
