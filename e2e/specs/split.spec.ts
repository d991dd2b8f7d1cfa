import { expect, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';
import { staffApiSession, staffOnRequest, uniqueTag } from '../support/staff.ts';

// A split (spec §2 Split, §5 Split form): a member asks for an arrived package to be split into two from its page,
// staff start it, record the two new packages and complete it; the member sees it completed and each new package
// shows the package it came from.

test('a member splits an arrived package into two; staff record the new packages; each shows its parent', async ({
  page,
  request,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000); // two browsers and a whole split; the shared machine can be slow
  const member = await signedInMember(page, request, '/splits');
  await expect(page.getByRole('tab', { name: 'Split' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no splits yet.')).toBeVisible();

  // A parcel staff received straight into the member's locker (an arrived R package).
  const staffRequests = await staffApiSession(playwright, testInfo);
  let packageCode: string;
  try {
    const received = await staffRequests.post('/api/staff/intake', {
      data: {
        trackingNo: `SPL${uniqueTag().toUpperCase()}`,
        weightGrams: 1650,
        widthCm: '30',
        lengthCm: '20',
        heightCm: '10',
        destination: { kind: 'member', memberCode: member.code },
      },
    });
    expect(received.status(), await received.text()).toBe(201);
    packageCode = ((await received.json()) as { packageCode: string }).packageCode;
  } finally {
    await staffRequests.dispose();
  }

  // The member asks from the package's page.
  await page.goto(`/packages/${packageCode}`);
  await page.getByRole('link', { name: 'Split', exact: true }).click();
  await expect(page).toHaveURL(`/splits/new?packageCode=${packageCode}`);
  await expect(page.getByRole('combobox', { name: 'Package', exact: true })).toHaveValue(
    new RegExp(`^${packageCode}`),
  );
  await page.getByRole('radio', { name: /K-Packet/ }).check();
  const descriptions = page.getByRole('textbox', { name: /Package description/ });
  await descriptions.nth(0).fill('The albums');
  await descriptions.nth(1).fill('The photocards');
  await expect(page.getByText('Split fee: ₩5,000 (2 × ₩2,500), paid with shipping.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('split-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/splits');
  const opener = page
    .getByRole('button', { name: /^Open SP/ })
    .or(page.getByRole('link', { name: /^SP\d+$/ }));
  await opener.first().click();
  await expect(page).toHaveURL(/\/splits\/SP\d+$/);
  const code = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expect(page.getByRole('heading', { name: `[Split] ${code}` })).toBeVisible();
  await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();

  // Staff work in their own browser, at the same width as the member.
  const { staff, close } = await staffOnRequest(
    browser,
    testInfo,
    { link: 'Split', heading: 'Split requests' },
    code,
  );
  try {
    await expect(staff.getByRole('heading', { name: `[Split] ${code}` })).toBeVisible();
    await expect(
      staff.getByRole('region', { name: 'Package to split' }).getByText(packageCode),
    ).toBeVisible();
    await staff.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Start' }).click();
    await expect(staff.getByText(`${code} was started. The member has been told.`)).toBeVisible();

    const sizes = [
      ['1.2', '30', '20', '8'],
      ['0.45', '20', '15', '5'],
    ];
    for (const [index, [kg, width, length, height]] of sizes.entries()) {
      const row = staff.getByRole('group', { name: `New package ${index + 1}` });
      await row.getByRole('textbox', { name: /^Weight \(kg\)/ }).fill(kg as string);
      await row.getByRole('textbox', { name: /^Width \(cm\)/ }).fill(width as string);
      await row.getByRole('textbox', { name: /^Length \(cm\)/ }).fill(length as string);
      await row.getByRole('textbox', { name: /^Height \(cm\)/ }).fill(height as string);
    }
    await staff.screenshot({ path: testInfo.outputPath('staff-split-results.png'), fullPage: true });
    await staff.getByRole('button', { name: 'Record 2 packages' }).click();
    await expect(staff.getByText(`2 packages were recorded for ${code}.`)).toBeVisible();
    await staff.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Complete' }).click();
    await expect(staff.getByText(`${code} was completed. The member has been told.`)).toBeVisible();
  } finally {
    await close();
  }

  // The member sees the split completed, its two new packages, and each one's parent.
  await page.reload();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  const results = page.getByRole('region', { name: 'Result packages' }).getByRole('link');
  await expect(results).toHaveCount(2);
  const newCodes = await results.allTextContents();
  await page.screenshot({ path: testInfo.outputPath('split-completed.png'), fullPage: true });
  for (const newCode of newCodes) {
    await page.goto(`/packages/${newCode}`);
    await expect(page.getByRole('heading', { name: `[Package] ${newCode}` })).toBeVisible();
    const parents = page.getByRole('region', { name: 'Made from' });
    await expect(parents.getByRole('link', { name: packageCode })).toHaveAttribute(
      'href',
      `/packages/${packageCode}`,
    );
    await expect(page.getByRole('link', { name: code })).toHaveAttribute('href', `/splits/${code}`);
  }
  await page.screenshot({ path: testInfo.outputPath('split-new-package.png'), fullPage: true });
});
