import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollLeftShowing } from '../components/ui/use-selected-tab-in-view.ts';
import { HelpCenter } from '../features/help/index.ts';
import { PriceOverview, ServiceOverview } from '../features/pricing/index.ts';
import { mockApi, renderAt } from '../test/render.tsx';
import { isInPhoneRow, layOutSidewaysAsPhone } from '../test/sideways-layout.ts';

/** Tabs in their tab list, laid out as on a phone. */
function layOutAsPhone() {
  layOutSidewaysAsPhone((element) => {
    const list = element.closest<HTMLElement>('[role="tablist"]');
    if (element.getAttribute('role') !== 'tab' || !list) return null;
    return { row: list, index: [...list.querySelectorAll('[role="tab"]')].indexOf(element) };
  });
}

/** Whether the selected tab lies wholly inside its list. */
function selectedTabIsInView(name: string) {
  return isInPhoneRow(screen.getByRole('tab', { name, selected: true }));
}

afterEach(() => vi.restoreAllMocks());

describe('selected tab in view', () => {
  it('keeps a visible tab where it is and centres one that is off screen', () => {
    const list = { left: 0, width: 390 };
    expect(scrollLeftShowing(list, { left: 100, width: 120 }, 40)).toBe(40);
    expect(scrollLeftShowing(list, { left: 650, width: 120 }, 0)).toBe(515);
    expect(scrollLeftShowing(list, { left: -200, width: 120 }, 300)).toBe(0);
  });

  it.each([
    ['/price-overview#shipping', 'Shipping', () => <PriceOverview />],
    ['/price-overview#packing', 'Packing', () => <PriceOverview />],
    ['/service-overview#shipping', 'Shipping', () => <ServiceOverview />],
  ])('scrolls %s so the selected tab shows on a phone', (path, name, page) => {
    mockApi({});
    layOutAsPhone();
    renderAt(path, page());
    expect(selectedTabIsInView(name)).toBe(true);
  });

  it('scrolls the help category named in the query into view', async () => {
    const categories = ['Shop', 'Order for me', 'Forwarding', 'Payment', 'Account'].map((title, index) => ({
      id: index + 1,
      slug: title.toLowerCase().replaceAll(' ', '-'),
      title,
      topics: [],
    }));
    mockApi({ 'GET /api/help': { body: categories } });
    layOutAsPhone();
    renderAt('/help?category=account', <HelpCenter />);
    await screen.findByRole('tab', { name: 'Account', selected: true });
    expect(selectedTabIsInView('Account')).toBe(true);
  });
});
