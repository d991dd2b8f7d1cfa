import { expect, type Page } from '@playwright/test';
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
