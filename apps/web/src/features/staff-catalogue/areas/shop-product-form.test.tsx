import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, fieldLabel, mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { ShopProductForm } from './shop-product-form.tsx';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
const artists = [
  {
    code: 'SOLARIS',
    name: 'Solaris',
    type: 'G',
    imagePath: null,
    searchTerm: '',
    members: [{ code: 'SOL-HANA', name: 'Hana' }],
  },
];

async function fillValidProduct() {
  typeInto('Name', 'Aurora lightstick');
  typeInto('Price (KRW)', '45000');
  await chooseOption('Category', 'Light stick');
  await chooseOption('Product type', 'Limited');
  await chooseOption('Origin shop', 'YES24');
}

describe('shop product form', () => {
  it('shows the schema messages and keeps what was typed', async () => {
    mockApi({ 'GET /api/artist-groups': { body: artists } });
    renderAt('/staff/shop-products/new', <ShopProductForm />);
    typeInto('Name', '   ');
    typeInto('Stock', '-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Stock quantity cannot be negative')).toBeTruthy();
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.getByText('Product type is required')).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('Stock')) as HTMLInputElement).value).toBe('-2');
  });

  it("shows the server's message in a red alert and keeps the values", async () => {
    const { calls } = mockApi({
      'GET /api/artist-groups': { body: artists },
      'POST /api/staff/shop-products': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Unknown artist group: SOLARIS' },
      },
    });
    const { router } = renderAt('/staff/shop-products/new', <ShopProductForm />);
    await fillValidProduct();
    await chooseOption('Artist group', 'Solaris (SOLARIS)');
    await chooseOption('Artist member', 'Hana');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unknown artist group: SOLARIS');
    const sent = calls.find((call) => call.key === 'POST /api/staff/shop-products');
    expect(sent?.body).toMatchObject({
      name: 'Aurora lightstick',
      priceKrw: 45_000,
      stockQuantity: 0,
      category: 'LIGHTSTICK',
      type: 'LIMITED',
      originShop: 'YES24',
      artistGroupCode: 'SOLARIS',
      artistMemberCode: 'SOL-HANA',
      thumbnailPath: null,
      imagePaths: [],
      isPublished: true,
    });
    expect((screen.getByLabelText(fieldLabel('Name')) as HTMLInputElement).value).toBe('Aurora lightstick');
    expect((screen.getByLabelText(fieldLabel('Price (KRW)')) as HTMLInputElement).value).toBe('45,000');
    expect(router.state.location.pathname).toBe('/staff/shop-products/new');
  });

  it("puts the server's field messages next to their fields", async () => {
    mockApi({
      'GET /api/artist-groups': { body: artists },
      'POST /api/staff/shop-products': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Unknown artist member code: SOL-HANA',
          fieldErrors: { artistMemberCode: 'Unknown artist member code: SOL-HANA' },
        },
      },
    });
    renderAt('/staff/shop-products/new', <ShopProductForm />);
    await fillValidProduct();
    await chooseOption('Artist group', 'Solaris (SOLARIS)');
    await chooseOption('Artist member', 'Hana');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown artist member code: SOL-HANA');
    // Once in the alert above the form and once under the field itself.
    expect(screen.getAllByText('Unknown artist member code: SOL-HANA')).toHaveLength(2);
  });

  describe('while an image is uploading', () => {
    const requests: { onload: (() => void) | null; status: number; responseText: string }[] = [];
    class SlowRequest {
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror = null;
      status = 0;
      responseText = '';
      withCredentials = false;
      open() {}
      setRequestHeader() {}
      send() {
        requests.push(this);
      }
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      requests.length = 0;
    });

    it('does not save until the upload has finished, then saves with the image', async () => {
      vi.stubGlobal('XMLHttpRequest', SlowRequest);
      const { calls } = mockApi({
        'GET /api/artist-groups': { body: artists },
        'POST /api/staff/shop-products': { status: 201, body: { id: 9 } },
      });
      renderAt('/staff/shop-products/new', <ShopProductForm />);
      await fillValidProduct();
      const [thumbnailInput] = Array.from(
        document.querySelectorAll('input[type="file"]'),
      ) as HTMLInputElement[];
      const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
      Object.defineProperty(thumbnailInput, 'files', { value: [file], configurable: true });
      fireEvent.change(thumbnailInput!);
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(await screen.findByText('Waiting for the upload to finish…')).toBeTruthy();
      const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      fireEvent.submit(save.closest('form')!);
      expect(calls.some((call) => call.key === 'POST /api/staff/shop-products')).toBe(false);

      act(() => {
        const request = requests[0]!;
        request.status = 201;
        request.responseText = JSON.stringify({
          path: '/media/uploads/abc.png',
          contentType: 'image/png',
          size: 4,
        });
        request.onload?.();
      });
      await waitFor(() => expect(save.disabled).toBe(false));
      fireEvent.click(save);
      await waitFor(() =>
        expect(calls.some((call) => call.key === 'POST /api/staff/shop-products')).toBe(true),
      );
      const sent = calls.find((call) => call.key === 'POST /api/staff/shop-products');
      expect(sent?.body).toMatchObject({ thumbnailPath: '/media/uploads/abc.png' });
    });
  });
});
