import { MAX_IMAGE_BYTES, ofmMessages } from '@fanship/domain/requests/ofm';
import { encodeOfmDefaults, ofmNewLink } from '@fanship/domain/requests/ofm-defaults';
import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSubmitLock, SUBMIT_FAILURE_LOCK_MS, SUBMIT_LOCK_MS } from '../../../lib/submit-lock.ts';
import { savedApplicationInfo } from '../../../test/application-info-fixtures.ts';
import { expectHalfUploaded, FakeRequest } from '../../../test/fake-xhr.ts';
import { ofmRequestFixture, uploadedImage } from '../../../test/ofm-fixtures.ts';
import { chooseOption, fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { OfmEditPage, OfmNewPage } from './ofm-form-pages.tsx';

const filename = (letter: string) => `${letter.repeat(32)}.png`;

const saved = ofmRequestFixture({
  items: [
    {
      ...ofmRequestFixture().items[0]!,
      images: [uploadedImage('a'), uploadedImage('b')],
    },
  ],
});

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

afterEach(() => {
  vi.useRealTimers();
  resetSubmitLock();
  notifications.clean();
});

const routes = (path: string) =>
  renderAt(
    path,
    path.startsWith('/ofm/edit/') ? <OfmEditPage code={path.split('/').pop() ?? ''} /> : <OfmNewPage />,
  );

function type(label: string, value: string, index = 0) {
  const field = screen.getAllByLabelText(fieldLabel(label))[index] as HTMLElement;
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function fillItem(index: number, item: { url: string; name: string; unitPrice: string; quantity: string }) {
  type('URL', item.url, index);
  type('Item name', item.name, index);
  type('Unit price (KRW)', item.unitPrice, index);
  type('Quantity', item.quantity, index);
}

function tickBoxes() {
  fireEvent.click(screen.getByRole('checkbox', { name: /I have checked/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

function chooseImages(itemNumber: number, files: File[]) {
  const input = screen.getByLabelText(`Add images to item ${itemNumber}`) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

const png = (name: string, size = 10) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('Order for Me form', () => {
  it('offers the five selectable types with their timing, never the hidden ones, and the fields each type takes', async () => {
    mockApi({});
    routes('/ofm/new');
    const group = screen.getByRole('radiogroup', { name: /OFM Type/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'ONLINE_REGULAR',
      'ONLINE_PRIORITY',
      'ONLINE_BUNJANG',
      'PROXY_FANSIGN',
      'OFFLINE',
    ]);
    expect(within(group).getByText(/within 2 business days/)).toBeTruthy();
    expect(within(group).getByText(/within 24 hours/)).toBeTruthy();
    expect(within(group).getByText(/at least 48 hours ahead/)).toBeTruthy();
    expect(within(group).getByText(/at least 6 hours before the application deadline/)).toBeTruthy();

    expect(screen.queryByLabelText('Shop opens (Korean time)')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Online purchase (priority)' }));
    expect(screen.getByLabelText('Shop opens (Korean time)')).toBeTruthy();
    expect(screen.queryByLabelText(fieldLabel('Applicant name'))).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Proxy fansign' }));
    expect(screen.getByLabelText('Shop closes (Korean time)')).toBeTruthy();
    expect(screen.getByLabelText(fieldLabel('Applicant name'))).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Offline purchase' }));
    expect(screen.queryByLabelText('Shop opens (Korean time)')).toBeNull();
    expect((screen.getAllByLabelText(fieldLabel('Visit length'))[0] as HTMLInputElement).value).toBe(
      '1 hour',
    );
  });

  it("fills a fansign request's applicant from a saved applicant's information record, still editable", async () => {
    mockApi({ 'GET /api/me/application-info': { body: [savedApplicationInfo()] } });
    routes('/ofm/new');
    fireEvent.click(screen.getByRole('radio', { name: 'Proxy fansign' }));
    expect(screen.getByRole('link', { name: "Add applicant's information" }).getAttribute('href')).toBe(
      '/profile/application-info/new',
    );
    const label = "Saved applicant's information";
    const input = () => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
    await waitFor(() => expect((input() as HTMLInputElement).disabled).toBe(false));
    await chooseOption(label, 'Mina Park');
    const value = (name: string) => (screen.getByLabelText(fieldLabel(name)) as HTMLInputElement).value;
    expect(value('Applicant name')).toBe('Mina Park');
    expect(value('Applicant information')).toBe('Phone 010-1234-5678');
    type('Applicant name', 'Mina P.');
    expect(value('Applicant name')).toBe('Mina P.');
  });

  it("shows the contract's messages, and the two checkboxes are required", async () => {
    const { calls } = mockApi({});
    routes('/ofm/new');
    type('Shop name', 'A shop name that is far too long');
    fillItem(0, { url: 'shop.example.kr/1', name: '', unitPrice: '99', quantity: '0' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    type('Video call information', 'x'.repeat(3001));
    fireEvent.click(submitButton());
    expect(await screen.findByText(ofmMessages.shopNameTooLong)).toBeTruthy();
    expect(screen.getByText(ofmMessages.urlInvalid)).toBeTruthy();
    expect(screen.getByText(ofmMessages.itemNameRequired)).toBeTruthy();
    expect(screen.getByText('Unit price should be at least 100 KRW')).toBeTruthy();
    expect(screen.getByText('Quantity should be a valid number')).toBeTruthy();
    expect(screen.getByText('Information is too long (Max 3000 characters)')).toBeTruthy();
    expect(screen.getByText(ofmMessages.confirmRequired)).toBeTruthy();
    expect(screen.getByText(ofmMessages.termsRequired)).toBeTruthy();
    type('Shop name', '');
    expect(await screen.findByText(ofmMessages.shopNameRequired)).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith('POST'))).toHaveLength(0);
  });

  it("disables submit without items and says 'Please add at least one item'", () => {
    mockApi({});
    routes('/ofm/new');
    expect(screen.queryByText('Please add at least one item')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByText('Please add at least one item')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.queryByText('Please add at least one item')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('shows the prepayment lines of calculateOfmPrepayment live as items, shops and the type change', () => {
    mockApi({});
    routes('/ofm/new');
    const prepayment = () => within(screen.getByRole('region', { name: 'Prepayment' }));
    const line = (label: string) => prepayment().getByText(label).closest('div')?.textContent;
    expect(prepayment().getByText(/Enter an item's unit price/)).toBeTruthy();
    fillItem(0, { url: 'https://shop.example.kr/1', name: 'Mini album', unitPrice: '18,000', quantity: '2' });
    // ₩36,000 of items + ₩4,000 domestic shipping from its one shop + the ₩7,000 service fee.
    expect(line('Domestic shipping')).toBe('Domestic shipping₩4,000');
    expect(prepayment().getByText('About ₩4,000 from the shop to our warehouse')).toBeTruthy();
    expect(line('Service fee')).toBe('Service fee₩7,000');
    expect(prepayment().getByLabelText('Prepayment total').textContent).toMatch(/₩47,000/);

    fireEvent.click(screen.getByRole('radio', { name: 'Online purchase (priority)' }));
    expect(prepayment().getByText('Priority fee')).toBeTruthy();
    expect(prepayment().getByLabelText('Prepayment total').textContent).toMatch(/₩62,000/);

    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    fillItem(1, { url: 'https://www.other.example.kr/2', name: 'Poster', unitPrice: '70000', quantity: '1' });
    // ₩106,000 of items from two shops: ₩8,000 shipping, the middle tier (₩4,000) plus priority.
    expect(line('Domestic shipping')).toBe('Domestic shipping₩8,000');
    expect(prepayment().getByText('About ₩4,000 from each of 2 shops to our warehouse')).toBeTruthy();
    expect(line('Service fee')).toBe('Service fee₩4,000');
    expect(prepayment().getByLabelText('Prepayment total').textContent).toMatch(/₩133,000/);

    // An offline visit prepays no domestic shipping.
    fireEvent.click(screen.getByRole('radio', { name: 'Offline purchase' }));
    expect(prepayment().queryByText('Domestic shipping')).toBeNull();
  });

  it('uploads the images first, sends them by name with the times in Korean time, and opens the request', async () => {
    const { calls } = mockApi({ 'POST /api/ofm-services': { body: { code: 'OF2603010009' } } });
    const { router, queryClient } = routes('/ofm/new');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('radio', { name: 'Online purchase (priority)' }));
    type('Shop name', 'Album Shop');
    type('Shop opens (Korean time)', '2026-03-02T10:00');
    type('Shop closes (Korean time)', '2026-03-02T20:30');
    fillItem(0, { url: 'https://shop.example.kr/1', name: 'Mini album', unitPrice: '18000', quantity: '2' });
    chooseImages(1, [png('front.png')]);
    expect(screen.getByRole('button', { name: 'Remove front.png' })).toBeTruthy();
    tickBoxes();
    fireEvent.click(submitButton());

    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const upload = FakeRequest.sent[0] as FakeRequest;
    expect(upload.url).toBe('/api/uploads/member-files?domain=ofm');
    expect(calls.some((call) => call.key === 'POST /api/ofm-services')).toBe(false);
    expectHalfUploaded(upload, 'front.png');
    act(() =>
      upload.answer(200, {
        filename: filename('c'),
        tag: 'USER_REQUEST',
        url: `/api/files/${filename('c')}`,
      }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/ofm/OF2603010009'));
    const body = calls.find((call) => call.key === 'POST /api/ofm-services')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'ONLINE_PRIORITY',
      shopName: 'Album Shop',
      shopOpenAt: '2026-03-02T10:00+09:00',
      shopCloseAt: '2026-03-02T20:30+09:00',
      items: [
        {
          url: 'https://shop.example.kr/1',
          name: 'Mini album',
          unitPrice: '18000',
          quantity: '2',
          images: [{ filename: filename('c'), tag: 'USER_REQUEST' }],
        },
      ],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ofm'] });
  });

  it("refuses a file over 15 MB or not an image before any upload, with the spec's messages", () => {
    mockApi({});
    routes('/ofm/new');
    chooseImages(1, [png('huge.png', MAX_IMAGE_BYTES + 1)]);
    expect(screen.getAllByText('File size cannot exceed 15MB').length).toBeGreaterThan(0);
    chooseImages(1, [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })]);
    expect(screen.getAllByText(ofmMessages.imageInvalid).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Remove (huge|scan)/ })).toBeNull();
    chooseImages(1, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getByText(ofmMessages.tooManyImages)).toBeTruthy();
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it("stops the submit with 'Failed to upload images' when an upload fails, keeping everything entered", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ 'POST /api/ofm-services': { body: { code: 'OF2603010009' } } });
    routes('/ofm/new');
    type('Shop name', 'Album Shop');
    fillItem(0, { url: 'https://shop.example.kr/1', name: 'Mini album', unitPrice: '18000', quantity: '2' });
    chooseImages(1, [png('front.png'), png('back.png')]);
    tickBoxes();
    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(2));
    act(() =>
      FakeRequest.sent[0]?.answer(200, {
        filename: filename('c'),
        tag: 'USER_REQUEST',
        url: `/api/files/${filename('c')}`,
      }),
    );
    act(() => FakeRequest.sent[1]?.answer(500, { code: 'INTERNAL', message: 'Disk full' }));

    expect(await screen.findByText('Failed to upload images')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/ofm-services')).toBe(false);
    expect((screen.getByLabelText(fieldLabel('Shop name')) as HTMLInputElement).value).toBe('Album Shop');
    expect((screen.getByLabelText(fieldLabel('Item name')) as HTMLInputElement).value).toBe('Mini album');
    // The uploaded image is kept as uploaded; the failed one stays to be sent again.
    expect(screen.getByRole('img', { name: 'Image 1 of item 1' })).toBeTruthy();
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    // Locked for a second after the failure.
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(SUBMIT_FAILURE_LOCK_MS);
    });
    expect(submitButton().disabled).toBe(false);

    fireEvent.click(submitButton());
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(3));
    expect(FakeRequest.sent[2]?.body?.get('file')).toMatchObject({ name: 'back.png' });
    act(() =>
      FakeRequest.sent[2]?.answer(200, {
        filename: filename('d'),
        tag: 'USER_REQUEST',
        url: `/api/files/${filename('d')}`,
      }),
    );
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/ofm-services')).toBe(true));
    const body = calls.find((call) => call.key === 'POST /api/ofm-services')?.body as {
      items: { images: { filename: string }[] }[];
    };
    expect(body.items[0]?.images.map((image) => image.filename)).toEqual([filename('c'), filename('d')]);
  });

  it("shows the server's message in a red alert, keeps the input and locks submit 1 s; 3 s after a success", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { code: 'CONFLICT', message: 'The entry period of this fansign event is over.' },
    };
    mockApi({ 'POST /api/ofm-services': () => answer });
    const { router } = routes('/ofm/new');
    type('Shop name', 'Album Shop');
    fillItem(0, { url: 'https://shop.example.kr/1', name: 'Mini album', unitPrice: '18000', quantity: '2' });
    tickBoxes();
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The entry period of this fansign event is over.');
    expect((screen.getByLabelText(fieldLabel('Shop name')) as HTMLInputElement).value).toBe('Album Shop');
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(SUBMIT_FAILURE_LOCK_MS);
    });
    expect(submitButton().disabled).toBe(false);

    answer = { status: 200, body: { code: 'OF2603010009' } };
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/ofm/OF2603010009'));
    // A form opened at once after the save is still locked, for the 3 seconds.
    await act(async () => {
      await router.navigate('/ofm/new');
    });
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(SUBMIT_FAILURE_LOCK_MS);
    });
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(SUBMIT_LOCK_MS - SUBMIT_FAILURE_LOCK_MS);
    });
    expect(submitButton().disabled).toBe(false);
  });
});

describe('Order for Me form prefill', () => {
  it('fills every field a defaultValues link carries', () => {
    mockApi({});
    routes(
      ofmNewLink({
        type: 'PROXY_FANSIGN',
        shopName: 'Fansign shop',
        shopOpenAt: '2026-03-02T01:00:00.000Z',
        shopCloseAt: '2026-03-02T12:30+09:00',
        videoCall: true,
        videoCallInfo: 'KakaoTalk: fan01',
        memberNote: 'Thank you',
        fansignParticipation: 'ATTEND',
        applicantName: 'Kim Fan',
        applicantData: '010-0000-0000',
        sourceType: 'FANSIGN_PORTAL',
        sourceId: '12',
        items: [
          { url: 'https://shop.example.kr/1', name: 'Mini album 한정판', unitPrice: 18_000, quantity: 3 },
          { url: 'https://shop.example.kr/2', name: 'Poster', unitPrice: 5_000, memberNote: 'rolled' },
        ],
      }),
    );
    const value = (label: string, index = 0) =>
      (screen.getAllByLabelText(fieldLabel(label))[index] as HTMLInputElement).value;
    expect((screen.getByRole('radio', { name: 'Proxy fansign' }) as HTMLInputElement).checked).toBe(true);
    expect(value('Shop name')).toBe('Fansign shop');
    expect(value('Shop opens (Korean time)')).toBe('2026-03-02T10:00');
    expect(value('Shop closes (Korean time)')).toBe('2026-03-02T12:30');
    expect(value('Video call information')).toBe('KakaoTalk: fan01');
    expect(value('Note')).toBe('Thank you');
    expect(value('Applicant name')).toBe('Kim Fan');
    expect(value('Applicant information')).toBe('010-0000-0000');
    expect((screen.getByRole('radio', { name: 'Attend the event' }) as HTMLInputElement).checked).toBe(true);
    expect(value('Item name', 0)).toBe('Mini album 한정판');
    expect(value('Quantity', 0)).toBe('3');
    expect(value('Unit price (KRW)', 1)).toBe('5000');
    expect(value('Quantity', 1)).toBe('1');
    expect(value('Item note', 1)).toBe('rolled');
    // Attending a fansign: ₩59,000 of items, ₩4,000 of domestic shipping, tier fee ₩7,000 + ₩30,000.
    expect(
      within(screen.getByRole('region', { name: 'Prepayment' })).getByLabelText('Prepayment total')
        .textContent,
    ).toMatch(/₩100,000/);
  });

  it('cuts a prefilled shop name over 20 characters to 20 and says so', () => {
    mockApi({});
    const long = 'SEVENTEEN 12th Mini Album Fansign Event';
    routes(ofmNewLink({ shopName: long, items: [{ name: 'Album' }] }));
    // Cut at 20 ('SEVENTEEN 12th Mini '), without the space left at the cut.
    expect((screen.getByLabelText(fieldLabel('Shop name')) as HTMLInputElement).value).toBe(
      'SEVENTEEN 12th Mini',
    );
    expect(
      screen.getByText(
        `The shop name “${long}” is longer than 20 characters and was shortened to “SEVENTEEN 12th Mini”. Please check it.`,
      ),
    ).toBeTruthy();
  });

  it('opens an empty form with a notice for an unreadable parameter', () => {
    mockApi({});
    routes('/ofm/new?defaultValues=not-base64%%');
    expect(screen.getByText(/did not carry a readable request/)).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('Shop name')) as HTMLInputElement).value).toBe('');
    cleanup();
    routes(`/ofm/new?defaultValues=${encodeURIComponent(btoa('[1,2]'))}`);
    expect(screen.getByText(/did not carry a readable request/)).toBeTruthy();
    expect(encodeOfmDefaults({})).toBeTruthy();
  });
});

describe('Order for Me edit', () => {
  it('edits a request awaiting payment: kept images removable, new ones added, PATCH with both', async () => {
    const { calls } = mockApi({
      'GET /api/ofm-services/OF2603010001': { body: saved },
      'PATCH /api/ofm-services/OF2603010001': { body: { code: 'OF2603010001' } },
    });
    const { router } = routes('/ofm/edit/OF2603010001');
    expect(await screen.findByRole('img', { name: 'Image 2 of item 1' })).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('Shop name')) as HTMLInputElement).value).toBe('Album Shop');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1 of item 1' }));
    chooseImages(1, [png('new.png')]);
    type('Quantity', '3');
    tickBoxes();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    act(() =>
      FakeRequest.sent[0]?.answer(200, {
        filename: filename('e'),
        tag: 'USER_REQUEST',
        url: `/api/files/${filename('e')}`,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ofm/OF2603010001'));
    const body = calls.find((call) => call.key === 'PATCH /api/ofm-services/OF2603010001')?.body as {
      items: { quantity: string; images: { filename: string }[] }[];
    };
    expect(body.items[0]?.quantity).toBe('3');
    expect(body.items[0]?.images.map((image) => image.filename)).toEqual([filename('b'), filename('e')]);
  });

  it('keeps a hidden type (BUNJANG_KFD): never offers the types, the listing item stays as it is', async () => {
    mockApi({
      'GET /api/ofm-services/OF2603010001': {
        body: {
          ...saved,
          type: 'BUNJANG_KFD',
          sourceType: 'BUNJANG_KFD',
          sourceId: '334455',
          domesticShippingKrw: 3_500,
        },
      },
    });
    routes('/ofm/edit/OF2603010001');
    expect(await screen.findByText('Bunjang purchase through Fanship')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /OFM Type/ })).toBeNull();
    expect((screen.getByLabelText(fieldLabel('Unit price (KRW)')) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.getByText('Domestic shipping')).toBeTruthy();
  });

  it('says why a request past SCOM01 cannot be edited and links to it', async () => {
    mockApi({
      'GET /api/ofm-services/OF2603010001': {
        body: { ...saved, status: 'SCOM02', statusLabel: 'Paid', editable: false },
      },
    });
    routes('/ofm/edit/OF2603010001');
    expect(
      await screen.findByText(/only be edited while it is awaiting payment; this one is “Paid”/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to request OF2603010001' }).getAttribute('href')).toBe(
      '/ofm/OF2603010001',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says a shop order (KFD_SHOP) cannot be edited, as the server does', async () => {
    mockApi({
      'GET /api/ofm-services/OF2603010001': { body: { ...saved, type: 'KFD_SHOP', editable: false } },
    });
    routes('/ofm/edit/OF2603010001');
    expect(
      await screen.findByText('A shop order cannot be edited. Cancel it and order again from the cart.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows the not-found page for another member's code", async () => {
    mockApi({});
    routes('/ofm/edit/OF2603019999');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
