import { expect, type Page, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';
import { postOfmRequest } from '../support/ofm.ts';
import { logInAs, seededStaff } from '../support/staff.ts';

type PlacedOrder = { code: string; amountsUsd: { WISE: number } };

/** A Wise invoice for a new OFM of the member on `page`, its deposit said sent `offCents` off the amount expected. */
async function depositedOrder(page: Page, reference: string, offCents: number): Promise<PlacedOrder> {
  const code = await postOfmRequest(page);
  const ordered = await page.request.post('/api/orders/request', {
    data: { targets: [{ code, type: 'OFM' }], creditRedeemAmount: 0, paymentMethod: 'WISE' },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const order = (await ordered.json()) as PlacedOrder;
  const deposited = await page.request.post(`/api/orders/${order.code}/deposit`, {
    data: {
      paymentMethod: 'WISE',
      referenceCode: reference,
      amount: (order.amountsUsd.WISE + offCents) / 100,
    },
  });
  expect(deposited.status(), await deposited.text()).toBe(200);
  return order;
}

test('staff find deposits by reference and confirm the ones sent as expected in one go', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signedInMember(page, request, '/ofm');
  const tag = String(Date.now()).slice(-6);
  const exact = await depositedOrder(page, `#${tag}001`, 0);
  const other = await depositedOrder(page, `#${tag}002`, 0);
  const short = await depositedOrder(page, `#${tag}003`, -150);

  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const staffContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const staff = await staffContext.newPage();
  await logInAs(staff, seededStaff);
  await staff.goto(`/staff/requests/order?status=OR02&search=${encodeURIComponent(`#${tag}`)}`);
  await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const select = (code: string) => staff.getByRole('checkbox', { name: `Select ${code}` });
  await expect(select(exact.code)).toBeVisible();
  await expect(select(short.code)).toBeHidden();
  await expect(staff.getByText(/\(differs\)/).filter({ visible: true })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('deposits-queue.png'), fullPage: false });

  await select(exact.code).check();
  await select(other.code).check();
  await staff.getByRole('button', { name: 'Confirm selected deposits (2)' }).click();
  const results = staff.getByRole('list', { name: 'Results' });
  await expect(results.getByText(exact.code)).toBeVisible();
  await expect(results.getByText('Confirmed')).toHaveCount(2);
  await expect(staff.getByRole('link', { name: new RegExp(exact.code) })).toBeHidden();
  await expect(staff.getByRole('link', { name: new RegExp(short.code) })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath('deposits-confirmed.png'), fullPage: false });
  await staffContext.close();
});
