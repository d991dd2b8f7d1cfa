import { type APIRequestContext, expect, type Page } from '@playwright/test';
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
