import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { ShopProductForm } from './shop-product-form.tsx';

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

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

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(fieldLabel(label)), { target: { value } });
}

async function choose(label: string, option: string) {
  const input = screen.getAllByLabelText(fieldLabel(label)).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No select labelled ${label}`);
  fireEvent.focus(input);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillValidProduct() {
  type('Name', 'Aurora lightstick');
  type('Price (KRW)', '45000');
  await choose('Category', 'Light stick');
  await choose('Product type', 'Limited');
  await choose('Origin shop', 'YES24');
}

describe('shop product form', () => {
  it('shows the schema messages and keeps what was typed', async () => {
    mockApi({ 'GET /api/artist-groups': { body: artists } });
    renderAt('/staff/shop-products/new', <ShopProductForm />);
    type('Name', '   ');
    type('Stock', '-2');
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
    await choose('Artist group', 'Solaris (SOLARIS)');
    await choose('Artist member', 'Hana');
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
});
