import { expect, test } from '@playwright/test';
import { signedInMember } from '../support/members.ts';
import { postOfmRequest } from '../support/ofm.ts';
import { logInAs, openStaffNavigation, seededStaff } from '../support/staff.ts';

type PlacedOrder = { code: string; status: string; amountsUsd: { WISE: number } };

test('a member pays an OFM request by Wise; staff find the deposit under Orders, confirm it, and the request is paid', async ({
  page,
  request,
  browser,
}) => {
  const member = await signedInMember(page, request, '/ofm');
  const code = await postOfmRequest(page);

  // The member's side of paying is set up through the API: an invoice paid by Wise, then the deposit.
  const ordered = await page.request.post('/api/orders/request', {
    data: { targets: [{ code, type: 'OFM' }], creditRedeemAmount: 0, paymentMethod: 'WISE' },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  const order = (await ordered.json()) as PlacedOrder;
  expect(order.status).toBe('OR01');
  const deposited = await page.request.post(`/api/orders/${order.code}/deposit`, {
    data: { paymentMethod: 'WISE', referenceCode: '#123456789', amount: '10' },
  });
  expect(deposited.status(), await deposited.text()).toBe(200);

  // Staff work in their own browser, at the same width as the member.
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const staffContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const staff = await staffContext.newPage();
  await logInAs(staff, seededStaff);
  await staff.goto('/staff/members');
  await openStaffNavigation(staff);
  await staff
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Deposits to confirm' })
    .click();
  await expect(staff).toHaveURL(/\/staff\/requests\/order\?status=OR02$/);
  await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(
    staff.getByRole('group', { name: 'Status' }).getByRole('button', { name: /Deposit submitted/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await staff.getByRole('link', { name: new RegExp(order.code) }).click();

  await expect(staff.getByRole('heading', { name: `[Order] ${order.code}` })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Member' }).getByText(member.code)).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Wise deposit' }).getByText('#123456789')).toBeVisible();
  // Staff never cancel an invoice: the page offers no Cancel.
  await expect(staff.getByRole('button', { name: 'Cancel request' })).toBeHidden();
  // The decision is the page's action: on screen on arrival.
  await expect(staff.getByRole('button', { name: 'Confirm deposit' })).toBeInViewport();
  await staff
    .getByRole('region', { name: 'Deposit to confirm' })
    .getByRole('button', { name: 'Confirm deposit' })
    .click();
  const dialog = staff.getByRole('dialog', { name: `Confirm the deposit for ${order.code}` });
  await expect(dialog.getByTestId('deposit-amount')).toHaveText('$10.00');
  await expect(dialog.getByRole('textbox', { name: 'Received (USD)' })).toHaveValue('10.00');
  if (order.amountsUsd.WISE !== 1_000) {
    // What arrived is not the invoice's amount: staff say what is done with the difference.
    await expect(dialog.getByText('The amounts differ')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'What is done with the difference' })
      .fill('The member pays the rest with the next invoice.');
  }
  await dialog.getByRole('button', { name: 'Confirm deposit' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.getByText(`The deposit was confirmed: ${order.code} is paid. The member has been told.`),
  ).toBeVisible();
  await expect(
    staff.getByRole('region', { name: 'Danger zone' }).getByRole('region', { name: 'Refund' }),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Confirm deposit' })).toBeHidden();

  // The paid request moved on: staff open it from the order.
  await staff.getByRole('region', { name: 'Targets' }).getByRole('link', { name: code }).click();
  await expect(staff.getByRole('heading', { name: `[OFM] ${code}` })).toBeVisible();
  await expect(staff.getByText('Paid, purchasing').first()).toBeVisible();
  await staffContext.close();

  await page.goto(`/ofm/${code}`);
  await expect(page.getByText('Paid, purchasing').first()).toBeVisible();
});
