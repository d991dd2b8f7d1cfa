import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { receiveAtDesk } from '../support/intake-desk.ts';
import { signedInMember } from '../support/members.ts';
import { postOfmRequest } from '../support/ofm.ts';
import { logInAs, seededStaff, uniqueTag } from '../support/staff.ts';
import { allShopProducts, isPhone, won } from '../support/storefront.ts';

// The paying journeys of issue 11 with the built-in sandbox provider: its window (/payments/sandbox/{ref}) has
// 'Approve payment' and 'Decline', and returns to /payment/success or /payment/failure like a real provider.
// Each journey signs up its own member and makes its own OFM requests, so none depends on another.

type OfmRequest = { code: string; status: string; prepaymentKrw: number; orderValueKrw: number };

/** A fresh Order for Me request of the signed-in member (through the API), awaiting payment. */
async function createOfmRequest(page: Page, itemName = `Album ${uniqueTag()}`): Promise<OfmRequest> {
  const code = await postOfmRequest(page, itemName);
  return readOfmRequest(page, code);
}

async function readOfmRequest(page: Page, code: string): Promise<OfmRequest> {
  const response = await page.request.get(`/api/ofm-services/${code}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OfmRequest;
}

/** Staff give the member credit (an adjustment, through the staff API as STAFF01). */
async function giveCredit(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  memberCode: string,
  amount: number,
): Promise<void> {
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const signIn = await staff.post('/api/auth/sign-in', {
      data: { username: seededStaff.code, password: seededStaff.password },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const adjusted = await staff.post(`/api/staff/members/${memberCode}/credit`, {
      data: { transactionType: 'E', amount, reason: 'E2E credit for paying' },
    });
    expect(adjusted.status(), await adjusted.text()).toBe(200);
  } finally {
    await staff.dispose();
  }
}

/**
 * Chooses Credit card in a payment dialog or invoice, presses its Pay and answers on the sandbox's page: the window
 * opens in the click (empty first), then shows the sandbox page; the full-screen overlay waits meanwhile.
 */
async function payByCardInSandboxWindow(page: Page, payment: Locator, answer: 'Approve payment' | 'Decline') {
  await payment.getByRole('radio', { name: /Credit card/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  const popup = await popupOpened;
  await expect(page.getByRole('dialog', { name: 'Payment window' })).toBeVisible();
  await popup.getByRole('button', { name: answer }).click();
  // The page learns the result from the window, shows it, and closes the window.
  await popup.waitForEvent('close');
  await expect(page.getByRole('dialog', { name: 'Payment window' })).toHaveCount(0);
}

/** The invoice code a 'Payment Completed' dialog names. */
async function completedInvoiceCode(dialog: Locator): Promise<string> {
  const text = (await dialog.getByText(/Your payment for invoice OR\d{10} is complete/).textContent()) ?? '';
  const code = text.match(/OR\d{10}/)?.[0];
  if (!code) throw new Error(`No invoice code in '${text}'`);
  return code;
}

/** The invoice's entry in /invoices: a table row on wide screens, a card link on phones. */
function invoiceEntry(page: Page, code: string): Locator {
  return isPhone(test.info().project.name)
    ? page.getByRole('link', { name: `Open invoice ${code}` })
    : page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: code });
}

test('a member buys two shop products from the cart with the sandbox card', async ({ page, request }) => {
  // Plenty of stock, and not the two products the cart journey checks out (the last two).
  const plentiful = (await allShopProducts(request)).filter((product) => product.stockQuantity >= 100);
  const offset = isPhone(test.info().project.name) ? 0 : 2;
  const [first, second] = plentiful.slice(0, -2).slice(offset, offset + 2);
  if (!first || !second) throw new Error('The seed has too few products with 100 or more in stock');
  await signedInMember(page, request, '/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  for (const product of [first, second]) {
    const added = await page.request.post('/api/cart/items', {
      data: { shopProductId: product.id, quantity: 1 },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.reload();
  const section = page.getByRole('region', { name: 'Shop products' });
  await expect(section.getByRole('link', { name: first.name })).toBeVisible();
  await expect(section.getByRole('link', { name: second.name })).toBeVisible();
  await page.getByRole('region', { name: 'Cart summary' }).getByRole('button', { name: 'Check out' }).click();

  const preview = page.getByRole('dialog', { name: 'Payment Detail' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Order created' })).toBeVisible();
  await payByCardInSandboxWindow(page, preview, 'Approve payment');

  const completed = page.getByRole('dialog', { name: 'Payment Completed' });
  await expect(completed).toBeVisible();
  const invoice = await completedInvoiceCode(completed);
  await completed.getByRole('button', { name: 'OK' }).click();
  await expect(completed).toHaveCount(0);

  // Paid: the lines left the cart, and the notice about the unpaid order with them.
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Order created' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Awaiting payment/ })).toHaveCount(0);
  const cart = (await (await page.request.get('/api/cart')).json()) as { items: unknown[] };
  expect(cart.items).toEqual([]);

  await page.goto('/invoices');
  await expect(invoiceEntry(page, invoice)).toContainText('Paid');
  await expect(invoiceEntry(page, invoice)).toContainText('Credit card');
});

test('a declined card shows Payment Failure with the reason, then the same invoice is paid by card again', async ({
  page,
  request,
}) => {
  await signedInMember(page, request, '/charges');
  const ofm = await createOfmRequest(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pay Now', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: `Charge ${ofm.code}` })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${ofm.code}` }).check();
  await page.getByRole('button', { name: 'Pay Now' }).filter({ visible: true }).click();

  const preview = page.getByRole('dialog', { name: 'Payment Detail' });
  await expect(preview.getByText(won(ofm.prepaymentKrw)).first()).toBeVisible();
  await payByCardInSandboxWindow(page, preview, 'Decline');

  const failure = page.getByRole('dialog', { name: 'Payment Failure' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('alert')).toContainText('Something went wrong with your payment.');
  await expect(failure.getByRole('alert')).toContainText('The payment was declined on the sandbox page.');
  expect((await readOfmRequest(page, ofm.code)).status).toBe('SCOM01');

  // The way forward: the invoice, paid there by card again (a new attempt on the same invoice).
  await failure.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/OR\d{10}$/);
  const declinedInvoice = page.url().split('/').at(-1);
  const payHere = page.getByRole('region', { name: 'Pay this invoice' });
  await payByCardInSandboxWindow(page, payHere, 'Approve payment');

  const completed = page.getByRole('dialog', { name: 'Payment Completed' });
  await expect(completed).toBeVisible();
  const invoice = await completedInvoiceCode(completed);
  await completed.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(`/invoices/${invoice}`);
  expect(invoice).toBe(declinedInvoice);
  await expect(page.getByRole('heading', { name: 'Payment Completed', level: 1 })).toBeVisible();
  await expect(page.getByText('Credit card').first()).toBeVisible();
  expect((await readOfmRequest(page, ofm.code)).status).toBe('SCOM03');
});

test('a member pays an OFM request fully with credit and sees the redeem in the credit history', async ({
  page,
  request,
  playwright,
}) => {
  const member = await signedInMember(page, request, '/ofm');
  const ofm = await createOfmRequest(page);
  await giveCredit(playwright, member.code, ofm.prepaymentKrw + 20_000);

  await page.goto(`/ofm/${ofm.code}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const preview = page.getByRole('dialog', { name: 'Payment Detail' });
  await expect(preview.getByRole('textbox', { name: 'Credit to redeem (KRW)' })).toBeVisible();
  await preview.getByRole('button', { name: 'Use max' }).click();
  await expect(preview.getByRole('textbox', { name: 'Credit to redeem (KRW)' })).toHaveValue(
    ofm.prepaymentKrw.toLocaleString('en-US'),
  );
  // Credit covers everything: it is the one method left.
  await preview.getByRole('radio', { name: /Paid with credit/ }).check();
  await expect(preview.getByRole('radio', { name: /Credit card/ })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Pay', exact: true }).click();
  const completed = page.getByRole('dialog', { name: 'Payment Completed' });
  await expect(completed).toBeVisible();
  await completed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Paid, purchasing').first()).toBeVisible();

  await page.goto('/profile/credit');
  await expect(page.getByLabel('Credit balance')).toHaveText(won(20_000));
  await expect(page.getByText(`-${won(ofm.prepaymentKrw)}`).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Redeem', { exact: true }).filter({ visible: true })).toBeVisible();
});

test('staff complete a paid OFM request with a refund, and the member sees the credit', async ({
  page,
  request,
  browser,
  playwright,
}) => {
  const member = await signedInMember(page, request, '/ofm');
  const ofm = await createOfmRequest(page);
  await giveCredit(playwright, member.code, ofm.prepaymentKrw);
  const paid = await page.request.post('/api/orders/request', {
    data: {
      targets: [{ code: ofm.code, type: 'OFM' }],
      creditRedeemAmount: ofm.prepaymentKrw,
      paymentMethod: 'CREDIT',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await readOfmRequest(page, ofm.code)).status).toBe('SCOM03');

  // Staff work in their own browser, at the same width as the member.
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const staffContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  try {
    const staff = await staffContext.newPage();
    await logInAs(staff, seededStaff);
    await staff.goto(`/staff/requests/ofm/${ofm.code}`);
    await expect(staff.getByRole('heading', { name: `[OFM] ${ofm.code}` })).toBeVisible();

    // The step staff take now is on screen on arrival (at the top of the page, above the member and the details);
    // refunding everything is apart, further down in the danger zone.
    const purchase = staff.getByRole('form', { name: 'Record the purchase' });
    await expect(staff.getByRole('heading', { name: 'Record the purchase' })).toBeInViewport();
    await expect(purchase.getByRole('textbox').first()).toBeInViewport();
    // Its submit too, at 390 px as at 1280: the form is longer than the screen, so the submit is in a bar fixed at the
    // bottom.
    await expect(purchase.getByRole('button', { name: 'Record the purchase' })).toBeInViewport({ ratio: 1 });
    await staff.screenshot({ path: test.info().outputPath('ofm-purchase-on-arrival.png') });
    await expect(staff.getByRole('region', { name: 'Danger zone' })).toContainText('Refund everything');

    // The goods cost 5,000 won less than prepaid.
    await purchase.getByLabel('Purchase amount (KRW)').fill(String(ofm.orderValueKrw - 5_000));
    await expect(purchase.getByTestId('refund-preview')).toHaveText(won(5_000));
    await purchase.getByRole('button', { name: 'Record the purchase' }).click();
    await expect(staff.getByText(`The purchase of ${ofm.code} was recorded.`)).toBeVisible();

    await staff
      .getByRole('form', { name: 'Create packages' })
      .getByRole('button', { name: 'Create package' })
      .click();
    const made = staff.getByRole('table', { name: 'Packages made' });
    await expect(made).toContainText('Awaiting receipt');
    const packageCode = (await made.getByRole('link', { name: /^PK/ }).textContent()) ?? '';
    // Complete waits for the goods to be received at the intake desk (decision 027).
    await expect(
      staff.getByRole('region', { name: 'Complete' }).getByRole('button', { name: 'Complete with refund' }),
    ).toBeDisabled();
    await receiveAtDesk(staff, packageCode, test.info().outputPath('intake-awaiting-receipt.png'));
    await staff.goto(`/staff/requests/ofm/${ofm.code}`);
    await expect(made).toContainText('Arrived');

    await staff
      .getByRole('region', { name: 'Complete' })
      .getByRole('button', { name: 'Complete with refund' })
      .click();
    const dialog = staff.getByRole('dialog', { name: `Complete ${ofm.code} with refund` });
    await expect(dialog.getByTestId('dialog-refund')).toHaveText(won(5_000));
    await dialog.getByRole('button', { name: 'Complete with refund' }).click();
    await expect(staff.getByText(`${ofm.code} was completed. The member has been told.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  await page.goto('/profile/credit');
  await expect(page.getByLabel('Credit balance')).toHaveText(won(5_000));
  await expect(page.getByText('OFM refund').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(`+${won(5_000)}`).filter({ visible: true })).toBeVisible();

  await page.goto(`/ofm/${ofm.code}`);
  const completion = page.getByRole('region', { name: 'Order completed' });
  await expect(completion).toBeVisible();
  await expect(completion).toContainText(`Refunded to your credit${won(5_000)}`);
  await expect(completion.getByText(/^PK/)).toBeVisible();
});
