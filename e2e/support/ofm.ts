import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { TestMember } from './members.ts';
import { uniqueTag } from './staff.ts';

/**
 * Posts an Order for Me request of one 15,000-won item for the member signed in on `page` (through the API) and
 * answers its code; the request awaits payment.
 */
export async function postOfmRequest(page: Page, itemName = `Album ${uniqueTag()}`): Promise<string> {
  const created = await page.request.post('/api/ofm-services', {
    data: {
      type: 'ONLINE_REGULAR',
      shopName: 'E2E Shop',
      items: [{ url: 'https://shop.example.kr/e2e', name: itemName, unitPrice: 15_000, quantity: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { code } = (await created.json()) as { code: string };
  return code;
}

/**
 * Receives an OFM's result package at the intake desk through the staff API (decision 027: it awaits receipt until
 * then, and is no package of the member's locker yet), scanned by its code.
 */
export async function receiveResultPackage(staff: APIRequestContext, packageCode: string): Promise<void> {
  const received = await staff.post('/api/staff/intake', {
    data: {
      trackingNo: packageCode,
      weightGrams: 700,
      widthCm: 25,
      lengthCm: 20,
      heightCm: 8,
      destination: { kind: 'expected', packageCode },
    },
  });
  expect(received.status(), await received.text()).toBe(201);
}

/**
 * Gives the member an M package the way the warehouse does: their OFM request for one item, paid with credit staff
 * gave them, the purchase recorded and the package made by staff through the staff OFM API; the package carries the
 * purchased item; it is received at the intake desk (decision 027). Answers its code.
 */
export async function packageFromOfm(
  page: Page,
  staff: APIRequestContext,
  member: TestMember,
  itemName: string,
): Promise<string> {
  const code = await postOfmRequest(page, itemName);
  const { prepaymentKrw, domesticShippingKrw } = (await (
    await page.request.get(`/api/ofm-services/${code}`)
  ).json()) as { prepaymentKrw: number; domesticShippingKrw: number };

  const credit = await staff.post(`/api/staff/members/${member.code}/credit`, {
    data: { transactionType: 'E', amount: prepaymentKrw, reason: 'E2E packages' },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  const order = await page.request.post('/api/orders/request', {
    data: { targets: [{ code, type: 'OFM' }], creditRedeemAmount: prepaymentKrw, paymentMethod: 'CREDIT' },
  });
  expect(order.ok(), await order.text()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/ofm-services/${code}`)).json()) as { status: string }).status,
    )
    .toBe('SCOM03');

  const purchase = await staff.post(`/api/staff/ofm/${code}/purchase`, {
    data: {
      items: [{ name: itemName, unitPrice: 15_000, quantity: 1 }],
      purchaseAmount: 15_000,
      // All the prepayment staff may spend: what is left once its domestic shipping is taken off.
      feeAmount: prepaymentKrw - domesticShippingKrw - 15_000,
      images: [],
    },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const made = await staff.post(`/api/staff/ofm/${code}/packages`, {
    data: { packages: [{ name: 'E2E box' }] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const detail = (await (await page.request.get(`/api/ofm-services/${code}`)).json()) as {
    resultPackageCodes: string[];
  };
  const [packageCode] = detail.resultPackageCodes;
  if (!packageCode) throw new Error(`No package was made for ${code}`);
  await receiveResultPackage(staff, packageCode);
  return packageCode;
}
