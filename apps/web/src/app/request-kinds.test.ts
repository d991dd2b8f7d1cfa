import { staffRequestKinds } from '@fanship/domain/requests/request-kinds';
import { describe, expect, it } from 'vitest';
import { staffRequestNav, webRequestKind, webRequestKinds } from './request-kinds.ts';

describe('the web request kind registry', () => {
  it('has a staff page for every kind the domain gives the staff console', () => {
    expect(webRequestKinds.map((kind) => kind.name).sort()).toEqual(
      staffRequestKinds.map((kind) => kind.machine.kind).sort(),
    );
    expect(webRequestKind('ofm')?.config.title).toBe('OFM');
    expect(webRequestKind('nothing')).toBeUndefined();
  });

  it("gives the staff console's navigation, one heading per section in registry order", () => {
    expect(
      staffRequestNav.map(({ section, links }) => [section, links.map((link) => `${link.label} ${link.to}`)]),
    ).toEqual([
      [
        'Requests',
        [
          'Incoming /staff/requests/incoming',
          'OFM /staff/requests/ofm',
          'Split /staff/requests/split',
          'Inclusion /staff/requests/inclusion',
          'Packing /staff/requests/packing',
          'Repacking /staff/requests/repacking',
          'Shipping /staff/requests/shipping',
          'Unboxing /staff/requests/unboxing',
        ],
      ],
      [
        'Orders',
        ['All orders /staff/requests/order', 'Deposits to confirm /staff/requests/order?status=OR02'],
      ],
      ['Lost & found', ['Pool /staff/lost-and-found', 'Claims /staff/requests/claim']],
    ]);
  });

  it('gives each kind its query keys by its name (nothing hand-kept in query-keys.ts)', () => {
    expect(webRequestKind('ofm')?.keys.all).toEqual(['ofm']);
    expect(webRequestKind('incoming')?.keys.detail('IN1')).toEqual(['incoming', 'detail', 'IN1']);
  });
});
