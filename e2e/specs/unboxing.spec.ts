import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';
import { postOfmRequest, receiveResultPackage } from '../support/ofm.ts';
import { staffApiSession, staffOnRequest } from '../support/staff.ts';

// Unboxing videos (issue 12): the member asks through the API (the package page is another part's), staff start,
// upload a real MP4 and complete in the browser; the member then has the video and can seek in it (a range).

const tinyMp4 = fileURLToPath(new URL('../fixtures/tiny.mp4', import.meta.url));

/**
 * An arrived M package in the member's locker, made as the paying journeys make them: an OFM request paid with
 * credit, its purchase recorded and its result package created by staff through the staff API.
 */
async function arrivedPackage(page: Page, staff: APIRequestContext, memberCode: string): Promise<string> {
  const code = await postOfmRequest(page);
  const ofm = (await (await page.request.get(`/api/ofm-services/${code}`)).json()) as {
    prepaymentKrw: number;
    orderValueKrw: number;
  };
  const credit = await staff.post(`/api/staff/members/${memberCode}/credit`, {
    data: { transactionType: 'E', amount: ofm.prepaymentKrw, reason: 'E2E credit for unboxing' },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  const paid = await page.request.post('/api/orders/request', {
    data: {
      targets: [{ code, type: 'OFM' }],
      creditRedeemAmount: ofm.prepaymentKrw,
      paymentMethod: 'CREDIT',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const purchase = await staff.post(`/api/staff/ofm/${code}/purchase`, {
    data: {
      items: [{ name: 'Mini album', unitPrice: ofm.orderValueKrw, quantity: 1 }],
      purchaseAmount: ofm.orderValueKrw,
      feeAmount: 0,
      images: [],
    },
  });
  expect(purchase.status(), await purchase.text()).toBe(200);
  const made = await staff.post(`/api/staff/ofm/${code}/packages`, {
    data: { packages: [{ name: 'Album box' }] },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { packages } = (await made.json()) as { packages: { code: string }[] };
  const packageCode = packages[0]?.code;
  expect(packageCode).toMatch(/^PK/);
  await receiveResultPackage(staff, packageCode as string);
  return packageCode as string;
}

test('staff start an unboxing, upload its video and complete it; the member gets the video and can seek in it', async ({
  page,
  request,
  browser,
  playwright,
}, testInfo) => {
  const member = await signedInMember(page, request, '/ofm');
  const staffRequests = await staffApiSession(playwright, testInfo);
  let packageCode: string;
  try {
    packageCode = await arrivedPackage(page, staffRequests, member.code);
  } finally {
    await staffRequests.dispose();
  }

  const asked = await page.request.put(`/api/packages/${packageCode}/unboxing`, {
    data: { priority: true, memberNote: 'Please show each photocard', agreement: true },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { code } = (await asked.json()) as { code: string };

  // Staff work in their own browser, at the same width as the member.
  const { staff, close } = await staffOnRequest(
    browser,
    testInfo,
    { link: 'Unboxing', heading: 'Unboxing requests' },
    code,
  );
  try {
    const { viewport } = testInfo.project.use;

    await expect(staff.getByRole('heading', { name: `[Unboxing] ${code}` })).toBeVisible();
    const details = staff.getByRole('region', { name: 'Unboxing' });
    await expect(details.getByText(packageCode)).toBeVisible();
    await expect(details.getByText('Please show each photocard')).toBeVisible();
    await expect(details.getByText('Priority · within 2 business days')).toBeVisible();
    await staff.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Start' }).click();
    await expect(staff.getByText(`${code} was started. The member has been told.`)).toBeVisible();

    const videos = staff.getByRole('region', { name: 'Videos' });
    await expect(videos.getByText('No video uploaded yet.')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Complete' })).toBeDisabled();
    const chooser = staff.waitForEvent('filechooser');
    await videos.getByRole('button', { name: 'Upload video' }).click();
    await (await chooser).setFiles(tinyMp4);
    await expect(staff.getByText('tiny.mp4 was uploaded.')).toBeVisible();
    await expect(videos.locator('video')).toHaveCount(1);
    await staff.screenshot({
      path: testInfo.outputPath(`staff-unboxing-${viewport?.width}.png`),
      fullPage: true,
    });

    await staff.getByRole('button', { name: 'Complete' }).click();
    await expect(
      staff.getByText(`${code} was completed. The member has been told their video is ready.`),
    ).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Complete' })).toBeHidden();
  } finally {
    await close();
  }

  const unboxing = await page.request.get(`/api/packages/${packageCode}/unboxing`);
  expect(unboxing.status()).toBe(200);
  const done = (await unboxing.json()) as { status: string; videos: { url: string; sizeBytes: number }[] };
  expect(done.status).toBe('SCUN03');
  expect(done.videos).toHaveLength(1);
  const ranged = await page.request.get(done.videos[0]?.url ?? '', { headers: { Range: 'bytes=0-99' } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()['content-range']).toBe(`bytes 0-99/${done.videos[0]?.sizeBytes}`);
  expect((await ranged.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
});
