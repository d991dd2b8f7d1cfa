import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fillIncomingParcel } from '../support/incomings.ts';
import { createMember, logInAt } from '../support/members.ts';
import { staffApiSession, staffOnRequest, uniqueTag } from '../support/staff.ts';

// Issue 22's journey, at phone width: parcels come in and leave the warehouse in one box. The member registers two
// parcels, staff receive them; the member asks for an inclusion (POB only) on one and an unboxing video on the other,
// staff complete them; the member packs both into one box, staff pack it (an F box of
// 1.8 kg, 20 × 15 × 10 cm); the member asks for K-Packet shipping to Brazil, sees the invoice with the carrier's rate
// and every fee the packages accrued, and pays by the sandbox card; staff prepare and ship it with a tracking number;
// the member sees 'Ship Completed', and every package shows where it went (shipped in the box, or consumed into
// the package the inclusion made). Staff steps other journeys already drive
// through their screens (intake, unboxing, packing) are API shortcuts here; the shipping's staff steps are not.

const tinyMp4 = readFileSync(fileURLToPath(new URL('../fixtures/tiny.mp4', import.meta.url)));

/** Asserts a call answered one of the successes, showing its answer otherwise. */
async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return answer.json().catch(() => undefined);
}

/** The member registers a parcel through the form; answers its incoming code. */
async function registerParcel(page: Page, trackingNo: string): Promise<string> {
  await page.goto('/incomings/new');
  await fillIncomingParcel(page, trackingNo, 2);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/incomings$/);
  const list = (await ok(page.request.get('/api/incoming-services?page=1'))) as {
    content: { code: string; trackingNo: string }[];
  };
  const incoming = list.content.find((row) => row.trackingNo === trackingNo);
  if (!incoming) throw new Error(`No incoming for ${trackingNo}`);
  return incoming.code;
}

/** Staff receive a registered parcel with every item (the intake desk's screen is warehouse-journey's). */
async function receive(staff: APIRequestContext, incomingCode: string, trackingNo: string): Promise<string> {
  const received = (await ok(
    staff.post('/api/staff/intake', {
      data: {
        trackingNo,
        weightGrams: 900,
        widthCm: '20',
        lengthCm: '15',
        heightCm: '5',
        destination: { kind: 'incoming', incomingCode, arrival: 'ALL' },
      },
    }),
  )) as { packageCode: string };
  return received.packageCode;
}

/** Staff start, film and complete an unboxing (its screens are unboxing.spec's). */
async function unbox(staff: APIRequestContext, code: string) {
  await ok(staff.post(`/api/staff/requests/unboxing/${code}/start`));
  await ok(
    staff.post(`/api/staff/requests/unboxing/${code}/videos`, {
      multipart: { file: { name: 'tiny.mp4', mimeType: 'video/mp4', buffer: tinyMp4 } },
    }),
  );
  await ok(staff.post(`/api/staff/requests/unboxing/${code}/complete`));
}

/** Staff start a package service, record its one new package (kg, cm) and complete it (split.spec has the screens). */
async function serviceResult(
  staff: APIRequestContext,
  kind: string,
  code: string,
  size: { weightGrams: number; widthCm: string; lengthCm: string; heightCm: string },
  extra: Record<string, unknown> = {},
) {
  await ok(staff.post(`/api/staff/requests/${kind}/${code}/start`));
  await ok(
    staff.post(`/api/staff/requests/${kind}/${code}/results`, {
      data: { packages: [{ ...size, description: '', photos: [] }], ...extra },
    }),
  );
  await ok(staff.post(`/api/staff/requests/${kind}/${code}/complete`));
}

/** Staff pack a packing into one F box of 1.8 kg, 20 × 15 × 10 cm. */
const packOneBox = (staff: APIRequestContext, code: string) =>
  serviceResult(
    staff,
    'packing',
    code,
    { weightGrams: 1800, widthCm: '20', lengthCm: '15', heightCm: '10' },
    { vacuumBags: 0 },
  );

/** Picks a select's option by the select's label (the label's asterisk aside). */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('two parcels are received, one stripped of its POBs and one unboxed, packed into one box, shipped by K-Packet to Brazil and paid by card', async ({
  page,
  request,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000); // two people and every forwarding step; the shared machine can be slow
  const member = await createMember(request);
  await logInAt(page, member, '/incomings');
  const tag = uniqueTag().toUpperCase();
  const parcels = [`FJA${tag}`, `FJB${tag}`];
  const incomings = [await registerParcel(page, parcels[0]!), await registerParcel(page, parcels[1]!)];

  // The member's address in Brazil (the address book's own journey is addresses.spec).
  await ok(
    page.request.post('/api/me/addresses', {
      data: {
        nickname: 'Home',
        countryCode: 'BR',
        city: 'Sao Paulo',
        state: 'SP',
        zipCode: '01000-000',
        line1: 'Rua Augusta 100',
        phone: '+55 11 5555 1234',
        recipientName: 'Ana Souza',
        recipientEmail: 'ana@example.com',
      },
    }),
  );

  const staff = await staffApiSession(playwright, testInfo);
  // What became of each parcel: the one stripped of its POBs went into the package the inclusion made.
  let parcelPackages: string[];
  let consumed: { code: string; by: string; made: string };
  let packing: string;
  try {
    const [albums, goods] = [
      await receive(staff, incomings[0]!, parcels[0]!),
      await receive(staff, incomings[1]!, parcels[1]!),
    ];

    // An inclusion on the first parcel (POB only), asked from its page; staff take out the POBs into a new package.
    await page.goto(`/packages/${albums}`);
    await page.getByRole('link', { name: 'Request Inclusion' }).click();
    await expect(page).toHaveURL(`/inclusions/new?packageCode=${albums}`);
    await page.getByLabel(/Artist \/ Album/).fill('SEVENTEEN / FML');
    await choose(page, 'Album Type', 'Standard (photobook, mini album)');
    await page.getByLabel(/Any other special requests/).fill('N/A');
    await page.getByRole('checkbox', { name: 'I have confirmed the above' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/inclusions$/);
    const inclusion = await newestCode(page, '/api/inclusion-services');
    await serviceResult(staff, 'inclusion', inclusion, {
      weightGrams: 850,
      widthCm: '20',
      lengthCm: '15',
      heightCm: '5',
    });
    const included = (await ok(page.request.get(`/api/inclusion-services/${inclusion}`))) as {
      resultPackageCode: string;
    };
    consumed = { code: albums, by: inclusion, made: included.resultPackageCode };
    parcelPackages = [goods, included.resultPackageCode];

    // An unboxing video of the second parcel, asked on its page.
    await page.goto(`/packages/${goods}`);
    await page.getByRole('button', { name: 'Unboxing video: Request' }).click();
    const unboxingDialog = page.getByRole('dialog', { name: 'Request Unboxing Video' });
    await unboxingDialog.getByLabel('Note').fill('Please show each album');
    await unboxingDialog.getByRole('checkbox', { name: 'I have read and understood the disclaimer' }).check();
    await unboxingDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(unboxingDialog).toBeHidden();
    const unboxing = (await ok(page.request.get(`/api/packages/${goods}/unboxing`))) as { code: string };
    await unbox(staff, unboxing.code);

    // The member packs both parcels into one box.
    await page.goto(`/packings/new?packageCode=${included.resultPackageCode}`);
    await page.getByRole('checkbox', { name: new RegExp(`^${goods}`) }).check();
    await choose(page, 'Address', /^Home · Ana Souza/);
    await page.getByRole('radio', { name: /^K-Packet/ }).check();
    await page
      .getByRole('radiogroup', { name: /Priority Packing/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await page
      .getByRole('radiogroup', { name: /Freebies/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await page
      .getByRole('radiogroup', { name: /Vacuum Packing/ })
      .getByRole('radio')
      .first()
      .check();
    await page
      .getByRole('radiogroup', { name: /Posters/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('checkbox', { name: 'I have confirmed the above' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/packings$/);
    const packings = (await ok(page.request.get('/api/packing-services?page=1'))) as {
      content: { code: string }[];
    };
    packing = packings.content[0]!.code;
    await packOneBox(staff, packing);
  } finally {
    await staff.dispose();
  }

  // The box, from the packing's result, and its 'Ship' action.
  await page.goto(`/packings/${await newestCode(page, '/api/packing-services')}`);
  const box =
    (await page.getByRole('region', { name: 'Pack result' }).getByRole('link').first().textContent()) ?? '';
  await page.goto(`/packages/${box}`);
  await page.getByRole('link', { name: 'Ship', exact: true }).click();
  await expect(page).toHaveURL(`/shippings/new?packageCode=${box}`);
  await expect(page.getByRole('combobox', { name: 'Target Package', exact: true })).toHaveValue(
    new RegExp(`^${box}`),
  );
  await expect(page.getByRole('combobox', { name: 'Carrier', exact: true })).toBeDisabled();
  await choose(page, 'Address', /^Home · Ana Souza/);
  await choose(page, 'Carrier', /^K-Packet \(KP\)/);
  const rate = (await page.getByLabel('Carrier rate').textContent()) ?? '';
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/shippings$/);
  // A card on phones, a row's link on wide screens.
  await page
    .getByRole('button', { name: /^Open SH/ })
    .or(page.getByRole('link', { name: /^SH\d+$/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/shippings\/SH\d+$/);
  const code = new URL(page.url()).pathname.split('/').at(-1) as string;

  // The invoice: the carrier's rate and every fee the packages accrued (the unboxing video, the packing).
  const invoice = page.getByRole('region', { name: 'Invoice' });
  await expect(invoice.getByText('Shipping (K-Packet)', { exact: true })).toBeVisible();
  await expect(invoice.getByText(rate).first()).toBeVisible();
  await expect(invoice.getByText('Unboxing video', { exact: true })).toBeVisible();
  await expect(invoice.getByText('Consolidation', { exact: true })).toBeVisible();
  await expect(invoice.getByText(/^Accrued on PK\d+ by IC\d+$/).first()).toBeVisible();

  // Paid by the sandbox card.
  await invoice.getByRole('button', { name: 'Pay Now' }).click();
  const preview = page.getByRole('dialog', { name: 'Payment Detail' });
  await expect(preview.getByRole('region', { name: code })).toBeVisible();
  await preview.getByRole('radio', { name: /Credit card/ }).check();
  const popupOpened = page.waitForEvent('popup');
  await preview.getByRole('button', { name: 'Pay', exact: true }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Approve payment' }).click();
  await popup.waitForEvent('close');
  const completed = page.getByRole('dialog', { name: 'Payment Completed' });
  await expect(completed).toBeVisible();
  await completed.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

  // Staff prepare and ship it with a tracking number, in their own browser at the member's width.
  const trackingNo = `RR${tag}KR`;
  const { staff: staffPage, close } = await staffOnRequest(
    browser,
    testInfo,
    { link: 'Shipping', heading: 'Shipping requests' },
    code,
  );
  try {
    await expect(staffPage.getByRole('region', { name: 'Box to ship' }).getByText('1.8 kg')).toBeVisible();
    await staffPage.getByRole('button', { name: 'Prepare', exact: true }).click();
    await expect(staffPage.getByText(`${code} is being prepared. The member has been told.`)).toBeVisible();
    const ship = staffPage.getByRole('form', { name: 'Ship with tracking number' });
    await ship.getByRole('textbox', { name: /Tracking number/ }).fill(trackingNo);
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(staffPage.getByText(`${code} was shipped. The member has been told.`)).toBeVisible();
  } finally {
    await close();
  }

  // The member sees it shipped, and every package where it went.
  await page.reload();
  const done = page.getByRole('region', { name: 'Ship Completed' });
  await expect(done.getByText(trackingNo)).toBeVisible();
  await expect(done.getByText('K-Packet')).toBeVisible();
  for (const shipped of [box, ...parcelPackages]) {
    await page.goto(`/packages/${shipped}`);
    await expect(page.getByRole('heading', { name: `[Package] ${shipped}` })).toBeVisible();
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
    if (shipped !== box) await expect(page.getByText(`${packing}: made ${box}`)).toBeVisible();
  }
  await page.goto(`/packages/${consumed.code}`);
  await expect(page.getByRole('heading', { name: `[Package] ${consumed.code}` })).toBeVisible();
  await expect(page.getByText('Consumed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${consumed.by}: made ${consumed.made}`)).toBeVisible();
});

/** The code of the member's newest request of a kind (`/api/packing-services`). */
async function newestCode(page: Page, path: string): Promise<string> {
  const list = (await ok(page.request.get(`${path}?page=1`))) as { content: { code: string }[] };
  return list.content[0]!.code;
}
