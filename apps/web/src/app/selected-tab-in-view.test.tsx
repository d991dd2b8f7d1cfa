import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollLeftShowing } from '../components/ui/use-selected-tab-in-view.ts';
import { HelpCenter } from '../features/help/index.ts';
import { PriceOverview, ServiceOverview } from '../features/pricing/index.ts';
import { mockApi, renderAt } from '../test/render.tsx';

const TAB_WIDTH = 120;
const PHONE_WIDTH = 358;

/** Lays tab lists out as on a phone: each tab 120 px wide in a row, the list 358 px wide and scrollable. */
function layOutAsPhone() {
  const scrollLefts = new WeakMap<Element, number>();
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return scrollLefts.get(this) ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation(function (
    this: HTMLElement,
    value: number,
  ) {
    scrollLefts.set(this, value);
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest('[role="tablist"]') as HTMLElement | null;
    if (this.getAttribute('role') === 'tab' && list) {
      const index = [...list.querySelectorAll('[role="tab"]')].indexOf(this);
      const left = 16 + index * TAB_WIDTH - (scrollLefts.get(list) ?? 0);
      return DOMRect.fromRect({ x: left, y: 0, width: TAB_WIDTH, height: 36 });
    }
    return DOMRect.fromRect({ x: 16, y: 0, width: PHONE_WIDTH, height: 36 });
  });
  return scrollLefts;
}

/** Whether the selected tab lies wholly inside its list, as laid out above. */
function selectedTabIsInView(name: string) {
  const tab = screen.getByRole('tab', { name, selected: true });
  const box = tab.getBoundingClientRect();
  return box.left >= 16 && box.right <= 16 + PHONE_WIDTH;
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
