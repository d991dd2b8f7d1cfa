import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { PriceOverview } from './price-overview.tsx';
import { ServiceOverview } from './service-overview.tsx';

describe('pricing overview', () => {
  it('opens the tab named by the hash and switching a tab updates the hash', async () => {
    mockApi({});
    const { router } = renderAt('/price-overview#ofm', <PriceOverview />);
    expect(screen.getByRole('tab', { name: 'OFM', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'OFM fee calculator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Inclusion' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#inclusion'));
    expect(screen.getByRole('tab', { name: 'Inclusion', selected: true })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Size M ₩1,300 / ₩2,000' })).toBeTruthy();
  });

  it('opens the first tab for no hash or an unknown one', () => {
    mockApi({});
    renderAt('/price-overview#nonsense', <PriceOverview />);
    expect(screen.getByRole('tab', { name: 'Service price', selected: true })).toBeTruthy();
  });

  it('opens the shipping tab with the calculator and the K-Packet limit', () => {
    mockApi({});
    renderAt('/price-overview#shipping', <PriceOverview />);
    expect(screen.getByRole('heading', { name: 'Shipping cost calculator' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'K-Packet 2-4 weeks, at most 2 kg' })).toBeTruthy();
  });
});

describe('service overview', () => {
  it('opens the tab named by the hash', () => {
    renderAt('/service-overview#repacking', <ServiceOverview />);
    expect(screen.getByRole('tab', { name: 'Repacking', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Repacking' })).toBeTruthy();
  });
});
