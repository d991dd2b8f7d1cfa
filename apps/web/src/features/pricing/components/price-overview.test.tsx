import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { PriceOverview } from './price-overview.tsx';
import { ServiceOverview } from './service-overview.tsx';

/** The services both overviews have a tab for, in the spec's order. */
const serviceTabs = ['OFM', 'Unboxing', 'Split', 'Inclusion', 'Packing', 'Repacking', 'Shipping'];

it.each([
  ['pricing', '/price-overview', <PriceOverview key="price" />, ['Service price', ...serviceTabs, 'Others']],
  ['service', '/service-overview', <ServiceOverview key="service" />, ['Incoming', ...serviceTabs]],
])('the %s overview has one tab per service in the order of the spec', (_, path, page, tabs) => {
  mockApi({});
  renderAt(path, page);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
});

describe('pricing overview', () => {
  it('opens the tab named by the hash and switching a tab updates the hash', async () => {
    mockApi({});
    const { router } = renderAt('/price-overview#ofm', <PriceOverview />);
    expect(screen.getByRole('tab', { name: 'OFM', selected: true })).toBeTruthy();
    // The calculator's code is fetched for its tab.
    expect(await screen.findByRole('heading', { name: 'OFM fee calculator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Inclusion' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#inclusion'));
    expect(screen.getByRole('tab', { name: 'Inclusion', selected: true })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Size M ₩1,300 / ₩2,000' })).toBeTruthy();
  });

  it('says where the OFM calculator is: above the note that mentions it', async () => {
    mockApi({});
    renderAt('/price-overview#ofm', <PriceOverview />);
    const calculator = await screen.findByRole('heading', { name: 'OFM fee calculator' });
    const note = screen.getByText(/^The OFM fee calculator above uses/);
    expect(calculator.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/calculator below/)).toBeNull();
  });

  it('opens the first tab for no hash, an unknown one or a malformed one', () => {
    mockApi({});
    for (const path of ['/price-overview', '/price-overview#nonsense', '/price-overview#%E0%A4%A']) {
      const { unmount } = renderAt(path, <PriceOverview />);
      expect(screen.getByRole('tab', { name: 'Service price', selected: true })).toBeTruthy();
      unmount();
    }
  });

  it.each([
    ['unboxing', ['Package under 10 kg ₩2,500', 'Package of 10 kg or more ₩4,000']],
    ['split', ['Per split package ₩2,500']],
    [
      'packing',
      [
        'Consolidation, per package from the second ₩1,500',
        'Vacuum packing, per bag (from 1 February 2025) ₩6,500',
      ],
    ],
    ['repacking', ['Per started kg added or removed ₩10,000']],
    ['others', ['Storage after the free period, per day ₩1,500', 'Half-price pick-up, per package ₩1,500']],
  ])('states the %s fees of the spec', (hash, rows) => {
    mockApi({});
    renderAt(`/price-overview#${hash}`, <PriceOverview />);
    for (const name of rows) expect(screen.getByRole('row', { name })).toBeTruthy();
  });

  it('opens the shipping tab with the calculator and the K-Packet limit', async () => {
    mockApi({});
    renderAt('/price-overview#shipping', <PriceOverview />);
    expect(await screen.findByRole('heading', { name: 'Shipping cost calculator' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'K-Packet 2-4 weeks, at most 2 kg' })).toBeTruthy();
  });
});

describe('service overview', () => {
  it('opens the tab named by the hash', () => {
    renderAt('/service-overview#repacking', <ServiceOverview />);
    expect(screen.getByRole('tab', { name: 'Repacking', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Repacking' })).toBeTruthy();
  });

  it.each([
    ['incoming', /storage is free for 45 days from arrival, then ₩1,500 a day/, 'others'],
    [
      'ofm',
      /₩7,000 under ₩100,000, ₩4,000 from ₩100,000 to ₩300,000, free above; priority adds ₩15,000/,
      'ofm',
    ],
    ['unboxing', /₩2,500 under 10 kg, ₩4,000 at 10 kg or more; priority ₩5,000 extra/, 'unboxing'],
    ['split', /₩2,500 per split package/, 'split'],
    ['inclusion', /from ₩900 to ₩2,600 per album by size; at least 10 albums/, 'inclusion'],
    [
      'packing',
      /₩1,500 per package from the second; vacuum ₩6,500 per bag; priority packing ₩20,000/,
      'packing',
    ],
    ['repacking', /₩10,000 per started kg added or removed/, 'repacking'],
    ['shipping', /K-Packet up to 2 kg/, 'shipping'],
  ])('states the %s fee and links to its pricing tab', (hash, fee, pricingTab) => {
    const { unmount } = renderAt(`/service-overview#${hash}`, <ServiceOverview />);
    expect(screen.getByText(fee)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe(
      `/price-overview#${pricingTab}`,
    );
    unmount();
  });
});
