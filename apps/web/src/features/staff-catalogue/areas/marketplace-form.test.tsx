import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption, fieldLabel, mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { MarketplaceForm } from './marketplace-form.tsx';

async function fillListing() {
  typeInto('Listing id', 'BJ-9');
  typeInto('Name', 'Lightstick');
  typeInto('Price (KRW)', '30000');
  await chooseOption('Condition', 'Almost new');
}

describe('marketplace listing form', () => {
  it('asks for uploaded images by default and sends the 910 category', async () => {
    const { calls } = mockApi({ 'GET /api/artist-groups': { body: [] } });
    renderAt('/staff/marketplace/new', <MarketplaceForm />);
    await fillListing();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload at least one image')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    const category = screen
      .getAllByLabelText(fieldLabel('Category'))
      .find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    expect(category.value).toBe('Idol goods (910, the marketplace page)');
  });

  it('sends a web address template and count when staff choose that instead', async () => {
    const { calls } = mockApi({
      'GET /api/artist-groups': { body: [] },
      'POST /api/staff/marketplace-listings': { status: 201, body: { pid: 'BJ-9' } },
    });
    renderAt('/staff/marketplace/new', <MarketplaceForm />);
    await fillListing();
    fireEvent.click(screen.getByText('Web address template'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image URL template is required')).toBeTruthy();
    typeInto('Image URL template', 'https://img.example/bj9_{cnt}_{res}.jpg');
    typeInto('Image count', '2');
    expect(await screen.findByAltText('Image 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/staff/marketplace-listings')).toBe(true),
    );
    const sent = calls.find((call) => call.key === 'POST /api/staff/marketplace-listings');
    expect(sent?.body).toMatchObject({
      pid: 'BJ-9',
      imageSource: 'TEMPLATE',
      imageUrlTemplate: 'https://img.example/bj9_{cnt}_{res}.jpg',
      imageCount: 2,
      categoryId: '910',
      condition: 'LIKE_NEW',
    });
  });
});
