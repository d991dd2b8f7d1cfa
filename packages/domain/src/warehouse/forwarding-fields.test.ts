import { describe, expect, it } from 'vitest';
import { brazilAddress } from '../test/forwarding-fixtures.ts';
import { messagesByField } from '../test/messages-by-field.ts';
import { addressSnapshotSchema, packageCodeListSchema, yesNoSchema } from './forwarding-fields.ts';
import { packingSchema } from './packing.ts';

describe('the forwarding fields', () => {
  it('reads yes/no options as a form or JSON sends them', () => {
    const schema = yesNoSchema('Freebie Option is required');
    expect([true, 'yes', 'Yes', 'true', false, 'no', 'false'].map((value) => schema.parse(value))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Freebie Option is required');
    expect(schema.safeParse('maybe').error?.issues[0]?.message).toBe('Freebie Option is required');
  });

  it('keeps the address as a snapshot with the saved address it came from', () => {
    expect(addressSnapshotSchema.parse({ ...brazilAddress, id: 7 })).toMatchObject({
      id: 7,
      countryCode: 'BR',
    });
    expect(messagesByField(addressSnapshotSchema, '')).toEqual({ '': ['Address is required'] });
    expect(messagesByField(addressSnapshotSchema, 'Rua Augusta')).toEqual({ '': ['Address is required'] });
  });

  it('takes package codes once each, and refuses codes that are not codes', () => {
    const schema = packageCodeListSchema();
    expect(schema.parse(['pk1', 'PK1', ' PK2 '])).toEqual(['PK1', 'PK2']);
    expect(messagesByField(schema, ['PK 1'])).toEqual({ '0': ['Invalid package code'] });
    expect(messagesByField(schema, Array(51).fill('PK1'))).toEqual({
      '': ['At most 50 packages per request'],
    });
    expect(messagesByField(schema, null)).toEqual({ '': ['Target Package is required'] });
  });

  it('composes a page answer from the row, the service fields and the kind fields', () => {
    expect(Object.keys(packingSchema.shape)).toEqual(
      expect.arrayContaining([
        'code',
        'statusLabel',
        'priority',
        'editable',
        'fees',
        'feeKrw',
        'videos',
        'history',
      ]),
    );
    expect(Object.keys(packingSchema.shape)).toEqual(expect.arrayContaining(['address', 'forwardPackages']));
  });
});
