import { describe, expect, it } from 'vitest';
import {
  builtRequestKinds,
  orderRequestKind,
  requestKind,
  requestListTitle,
  staffRequestKinds,
  unboxingRequestKind,
} from './request-kinds.ts';

describe('request kinds', () => {
  it("puts the built kinds in the member's tab bar in the spec's order", () => {
    expect(builtRequestKinds.map((kind) => `${kind.title} ${kind.path}`)).toEqual([
      'Incoming /incomings',
      'OFM /ofm',
      'Split /splits',
      'Inclusion /inclusions',
      'Packing /packings',
      'Repacking /repackings',
      'Shipping /shippings',
    ]);
  });

  it('gives staff a queue for orders without putting orders in the member’s tab bar', () => {
    expect(builtRequestKinds.map((kind) => kind.machine.kind)).not.toContain('order');
    expect(staffRequestKinds.map((kind) => kind.machine.kind)).toEqual([
      ...builtRequestKinds.map((kind) => kind.machine.kind),
      'order',
      'unboxing',
      'claim',
    ]);
  });

  it('gives staff an unboxing queue, asked for on package pages rather than in the tab bar', () => {
    expect(builtRequestKinds).not.toContain(unboxingRequestKind);
    expect(requestKind('unboxing')).toBe(unboxingRequestKind);
    expect(requestListTitle(unboxingRequestKind)).toBe('Unboxing requests');
  });

  it('finds orders by name, so notices name an invoice and link to the member’s invoice page', () => {
    expect(requestKind('order')).toBe(orderRequestKind);
    expect(requestKind('order')?.path).toBe('/invoices');
    expect(requestKind('ofm')?.title).toBe('OFM');
    expect(requestKind('nothing')).toBeUndefined();
    // Claims have no page of their own: notices link to the member's claims table.
    expect(requestKind('claim')).toMatchObject({ title: 'Claim', path: '/lost-and-found', listOnly: true });
  });

  it('heads a queue by its list title, or as the kind’s requests', () => {
    expect(requestListTitle(orderRequestKind)).toBe('Orders');
    expect(requestListTitle(requestKind('ofm')!)).toBe('OFM requests');
  });
});
