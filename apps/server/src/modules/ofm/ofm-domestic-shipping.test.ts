import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { ofmTarget, payThroughSandbox } from '../../test/payments.ts';
import { createMemberWithRole } from '../../test/roles.ts';

const { start } = setupTestApps();

const item = (url: string, unitPrice = 10_000) => ({ url, name: 'Mini album', unitPrice, quantity: 1 });

const request = (fields: Record<string, unknown> = {}) => ({
  type: 'ONLINE_REGULAR',
  shopName: 'Album shops',
  items: [item('https://www.shop-a.kr/1'), item('https://m.shop-a.kr/2'), item('https://shop-b.kr/3')],
  ...fields,
});

async function create(t: TestApp, member: TestMember, body: object): Promise<string> {
  const response = await t.post('/api/ofm-services', body, member.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().code;
}

const detail = async (t: TestApp, member: TestMember, code: string) =>
  (await t.get(`/api/ofm-services/${code}`, member.cookie)).json();

async function previewFees(t: TestApp, member: TestMember, code: string) {
  const response = await t.post(
    '/api/orders/preview',
    { targets: [ofmTarget(code)], creditRedeemAmount: 0 },
    member.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  const preview = response.json();
  return {
    total: preview.totalAmountKrw as number,
    fees: preview.targets[0].fees.map((fee: { name: string; amount: number }) => [fee.name, fee.amount]),
  };
}

describe('OFM domestic shipping', () => {
  it('prepays ₩4,000 for each shop the items are from, as a fee line of its own in Payment Detail', async () => {
    const t = await start();
    const member = await t.createMember();
    const code = await create(t, member, request());
    // www.shop-a.kr and m.shop-a.kr are one shop; shop-b.kr another: 2 × ₩4,000.
    expect(await detail(t, member, code)).toMatchObject({
      orderValueKrw: 30_000,
      domesticShippingKrw: 8_000,
      feeKrw: 7_000,
      prepaymentKrw: 45_000,
      feeLines: [
        {
          label: 'Domestic shipping',
          amountKrw: 8_000,
          rule: 'About ₩4,000 from each of 2 shops to our warehouse',
        },
        { label: 'Service fee', amountKrw: 7_000 },
      ],
    });
    expect(await previewFees(t, member, code)).toEqual({
      total: 45_000,
      fees: [
        ['Order value', 30_000],
        ['Domestic shipping', 8_000],
        ['Service fee', 7_000],
      ],
    });

    // An edit to one shop prices it again.
    const edited = await t.patch(
      `/api/ofm-services/${code}`,
      request({ items: [item('https://shop-b.kr/3', 30_000)] }),
      member.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await detail(t, member, code)).toMatchObject({
      domesticShippingKrw: 4_000,
      prepaymentKrw: 41_000,
    });
    expect((await previewFees(t, member, code)).total).toBe(41_000);
  });

  it('applies to proxy fansign purchases, not to offline visits', async () => {
    const t = await start();
    const member = await t.createMember();
    const fansign = await create(
      t,
      member,
      request({ type: 'PROXY_FANSIGN', applicantName: 'Kim Min Ji', items: [item('https://shop-a.kr/1')] }),
    );
    expect(await detail(t, member, fansign)).toMatchObject({
      domesticShippingKrw: 4_000,
      prepaymentKrw: 10_000 + 4_000 + 7_000 + 10_000,
    });
    const offline = await create(t, member, request({ type: 'OFFLINE', visitMinutes: 60 }));
    expect(await detail(t, member, offline)).toMatchObject({
      domesticShippingKrw: 0,
      prepaymentKrw: 30_000 + 30_000 + 900,
    });
    expect((await previewFees(t, member, offline)).fees.map(([name]: [string]) => name)).toEqual([
      'Order value',
      'Offline visit fee',
      'Offline commission',
    ]);
  });

  it('is kept out of what staff may spend on goods and fee; all of it comes back when nothing could be bought', async () => {
    const t = await start();
    const member = await t.createMember();
    const staff = await createMemberWithRole(t, 'staff');
    const post = (code: string, step: string, payload: object) =>
      t.post(`/api/staff/ofm/${code}/${step}`, payload, staff.cookie);
    const purchase = (purchaseAmount: number) => ({
      items: [{ name: 'Mini album', unitPrice: 10_000, quantity: 3 }],
      purchaseAmount,
      feeAmount: 7_000,
      images: [],
    });
    // Prepaid ₩45,000: ₩30,000 of goods, ₩8,000 of domestic shipping (2 shops), ₩7,000 fee.
    const bought = await create(t, member, request());
    await payThroughSandbox(t, member, bought);
    const over = await post(bought, 'purchase', purchase(30_001));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      'The purchase amount and the fee together cannot be more than ₩37,000, what the member prepaid for them.',
    );
    const recorded = await post(bought, 'purchase', purchase(29_000));
    expect(recorded.statusCode, recorded.body).toBe(200);
    const staffView = await t.get(`/api/staff/requests/ofm/${bought}`, staff.cookie);
    expect(staffView.json().settlement).toEqual({
      prepaymentKrw: 45_000,
      domesticShippingKrw: 8_000,
      purchaseAmountKrw: 29_000,
      feeAmountKrw: 7_000,
      unspentKrw: 1_000,
    });

    const nothing = await create(t, member, request());
    await payThroughSandbox(t, member, nothing);
    const refunded = await post(nothing, 'complete-with-refund', {
      refundAmount: 45_000,
      reason: 'Sold out.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'SCOM12', refundAmount: 45_000 });
  });
});
