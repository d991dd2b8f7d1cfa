import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { fillIncomingParcel } from '../support/incomings.ts';
import { createMember, logIn } from '../support/members.ts';
import { logInAs, openStaffNavigation, pngFile, seededStaff, uploadInput } from '../support/staff.ts';

// Issue 12's journey, from a parcel's registration to its unboxing video: the member registers an incoming, staff
// receive it at the intake desk with a photo, the member finds the package with its photo, storage countdown and
// timeline and asks for an unboxing video, staff start, upload and complete it, and the member watches it.

const tinyMp4 = fileURLToPath(new URL('../fixtures/tiny.mp4', import.meta.url));

/** A second browser at the member's width, signed in as staff. */
async function staffBrowser(
  browser: import('@playwright/test').Browser,
  use: import('@playwright/test').TestInfo['project']['use'],
): Promise<{ context: BrowserContext; staff: Page }> {
  const { baseURL, viewport, isMobile, hasTouch } = use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const staff = await context.newPage();
  await logInAs(staff, seededStaff);
  return { context, staff };
}

test('a registered parcel is received, shown with its photo, countdown and timeline, and unboxed on video', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people through the whole warehouse (about 30 s on a quiet machine): the usual 45 s is too tight under load.
  test.setTimeout(90_000);
  const member = await createMember(request);
  const trackingNo = `WJ${Date.now()}${testInfo.project.name === 'phone' ? 'P' : 'D'}`.slice(0, 20);

  // The member registers the parcel they expect.
  await logIn(page, member.code, member.password, '/login?redirect=/incomings/new');
  await expect(page.getByRole('heading', { name: 'New incoming' })).toBeVisible();
  await fillIncomingParcel(page, trackingNo, 1);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/incomings$/);

  const { context, staff } = await staffBrowser(browser, testInfo.project.use);
  try {
    // Staff scan it at the intake desk, weigh and photograph it, and receive it for the incoming.
    await staff.goto('/staff/warehouse/intake');
    const tracking = staff.getByRole('textbox', { name: 'Tracking number' });
    await tracking.fill(trackingNo);
    await tracking.press('Enter');
    const forIncoming = staff.getByRole('radio', {
      name: new RegExp(`^Incoming IN\\d{10}: .*\\(${member.code}\\)$`),
    });
    await expect(forIncoming).toBeVisible();
    const incomingCode = /IN\d{10}/.exec(
      (await staff.getByText(/^Incoming IN\d{10}:/).textContent()) ?? '',
    )?.[0];
    await forIncoming.check();
    await staff.getByRole('textbox', { name: 'Weight (g)' }).fill('1250');
    await staff.getByRole('textbox', { name: 'Width (cm)' }).fill('30');
    await staff.getByRole('textbox', { name: 'Length (cm)' }).fill('20');
    await staff.getByRole('textbox', { name: 'Height (cm)' }).fill('10');
    await uploadInput(staff, 'Photos').setInputFiles(pngFile('parcel.png', 64, [40, 120, 200]));
    await expect(staff.getByRole('img', { name: 'Photos 1' })).toBeVisible();
    await staff.getByRole('button', { name: 'Receive' }).click();
    const received = staff.getByRole('status', { name: 'Parcel received' });
    await expect(received).toBeVisible();
    const packageCode = (await received.getByRole('link', { name: /^PK\d{10}$/ }).textContent()) ?? '';
    expect(packageCode).toMatch(/^PK\d{10}$/);

    // The member's incoming has arrived and links its package: photo, countdown and timeline.
    await page.goto(`/incomings/${incomingCode}`);
    await expect(page.getByRole('heading', { name: `[Incoming] ${incomingCode}` })).toBeVisible();
    await page.getByRole('link', { name: packageCode }).click();
    await expect(page.getByRole('heading', { name: `[Package] ${packageCode}` })).toBeVisible();
    await expect(page.getByText('1.25 kg')).toBeVisible();
    await expect(page.getByRole('img', { name: `Photo 1 of ${packageCode}` })).toBeVisible();
    await expect(page.getByText('44 days left')).toBeVisible();
    const timeline = page.getByLabel('Timeline');
    await expect(timeline.getByText(/Arrived for IN\d{10}/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('member-package.png'), fullPage: true });

    // The member asks for an unboxing video.
    await page.getByRole('button', { name: 'Unboxing video: Request' }).click();
    const modal = page.getByRole('dialog', { name: 'Request Unboxing Video' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Note').fill('Please show every photocard');
    await modal.getByRole('checkbox', { name: 'I have read and understood the disclaimer' }).check();
    await page.screenshot({ path: testInfo.outputPath('unboxing-modal.png') });
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unboxing video: Cancel Request' })).toBeVisible();

    // Staff find it in the unboxing queue, start it, upload the video and complete it.
    await staff.goto('/staff');
    await openStaffNavigation(staff);
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Unboxing' }).click();
    await staff.getByRole('searchbox', { name: 'Search by code or member' }).fill(member.code);
    await expect(staff).toHaveURL(new RegExp(`search=${member.code}`));
    await staff
      .getByRole('link', { name: /UB\d{10}/ })
      .first()
      .click();
    await expect(staff.getByRole('region', { name: 'Unboxing' }).getByText(packageCode)).toBeVisible();
    await staff.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Start' }).click();
    const videos = staff.getByRole('region', { name: 'Videos' });
    await expect(videos.getByRole('button', { name: 'Upload video' })).toBeEnabled();
    const chooser = staff.waitForEvent('filechooser');
    await videos.getByRole('button', { name: 'Upload video' }).click();
    await (await chooser).setFiles(tinyMp4);
    await expect(videos.locator('video')).toHaveCount(1);
    await staff.getByRole('button', { name: 'Complete' }).click();
    await expect(
      staff.getByText(/was completed\. The member has been told their video is ready\./),
    ).toBeVisible();
  } finally {
    await context.close();
  }

  // The member watches it on the package page, and can seek in it.
  await page.reload();
  const video = page.getByRole('region', { name: 'Photos and videos' }).locator('video');
  await expect(video).toHaveCount(1);
  const source = (await video.getAttribute('src')) ?? '';
  const ranged = await page.request.get(source, { headers: { Range: 'bytes=4-7' } });
  expect(ranged.status()).toBe(206);
  expect((await ranged.body()).toString('latin1')).toBe('ftyp');
  await expect(page.getByRole('button', { name: /Unboxing video:/ })).toBeHidden();
  await expect(page.getByLabel('Timeline').getByText(/video/i).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('member-video.png'), fullPage: true });
});
