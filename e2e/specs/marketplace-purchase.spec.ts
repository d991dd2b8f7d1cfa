import { type APIRequestContext, expect, test } from '@playwright/test';
import { createMember } from '../support/members.ts';
import { isPhone, won } from '../support/storefront.ts';

type Listing = { pid: string; name: string; priceKrw: number; shippingFeeKrw: number; saleStatus: string };
type ListingPage = { data: Listing[]; hasNext: boolean; nextCursor: string | null };

/** Every SELLING marketplace listing, following `nextCursor` while `hasNext`. */
async function sellingListings(request: APIRequestContext): Promise<Listing[]> {
  const listings: Listing[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`/api/bunjang/retrieve-products${query}`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as ListingPage;
    listings.push(...answer.data.filter((listing) => listing.saleStatus === 'SELLING'));
    if (!answer.hasNext || !answer.nextCursor) return listings;
    cursor = answer.nextCursor;
  }
  throw new Error('The marketplace never reached its last page');
}

test('a visitor logs in from Purchase and buys a listing from the marketplace modal', async ({
  page,
  request,
}, testInfo) => {
  // Each width buys its own listing (the last SELLING one on desktop, the one before it on phones), so the two
  // journeys running side by side never share one.
  const selling = await sellingListings(request);
  const listing = selling.at(isPhone(testInfo.project.name) ? -2 : -1);
  if (!listing || selling.length < 2) throw new Error('The seed has fewer than two SELLING listings');
  const member = await createMember(request);

  // A visitor pressing Purchase is sent to login, and comes back to the listing.
  await page.goto(`/bunjang-products/${listing.pid}`);
  await expect(page.getByRole('heading', { name: listing.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/bunjang-products/${listing.pid}`)}`);
  await page.getByLabel('ID').fill(member.code);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/bunjang-products/${listing.pid}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Purchase' }).click();
  const modal = page.getByRole('dialog', { name: 'Purchase request' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(listing.name)).toBeVisible();
  // Price, domestic shipping, the Bunjang fee of 10,000 and 3% of the price (half up).
  const commission = Math.floor((listing.priceKrw * 3) / 100 + 0.5);
  const prepayment = modal.getByRole('region', { name: 'Prepayment' });
  await expect(prepayment.getByText(won(listing.priceKrw), { exact: true }).first()).toBeVisible();
  await expect(prepayment.getByText(won(commission), { exact: true })).toBeVisible();
  const totalKrw = listing.priceKrw + listing.shippingFeeKrw + 10_000 + commission;
  await expect(prepayment.getByText(new RegExp(`\\(${won(totalKrw)}\\)`))).toBeVisible();

  // Both boxes are required.
  await modal.getByRole('button', { name: 'Request purchase' }).click();
  await expect(modal.getByText('Please agree to the terms')).toBeVisible();
  await expect(
    modal.getByText('Please confirm that you understand this purchase cannot be cancelled'),
  ).toBeVisible();
  await modal.getByRole('checkbox', { name: /terms of use/ }).check();
  await modal.getByRole('checkbox', { name: /cannot be cancelled/ }).check();
  await modal.getByRole('button', { name: 'Request purchase' }).click();

  // The modal closes and the payment preview of the new request opens; closed unpaid, the request's code stays
  // shown, linking to it.
  await expect(modal).toHaveCount(0);
  const preview = page.getByRole('dialog', { name: 'Payment Detail' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Bunjang · 1 item')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);
  const codeLink = page.getByRole('status').getByRole('link', { name: /^OF\d{10}$/ });
  await expect(codeLink).toBeVisible();
  const code = (await codeLink.textContent()) ?? '';
  await codeLink.click();
  await expect(page).toHaveURL(`/ofm/${code}`);
  await expect(page.getByRole('heading', { name: new RegExp(`\\[OFM\\] ${code}`) })).toBeVisible();
  await expect(page.getByText(listing.name).first()).toBeVisible();

  const created = (await (await page.request.get(`/api/ofm-services/${code}`)).json()) as {
    type: string;
    status: string;
    sourceType: string;
    sourceId: string;
    prepaymentKrw: number;
    items: { name: string; unitPrice: number; quantity: number }[];
  };
  expect(created).toMatchObject({
    type: 'BUNJANG_KFD',
    status: 'SCOM01',
    sourceType: 'BUNJANG_KFD',
    sourceId: listing.pid,
    prepaymentKrw: totalKrw,
    items: [{ name: listing.name, unitPrice: listing.priceKrw, quantity: 1 }],
  });
});
