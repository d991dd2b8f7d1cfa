import type { Address } from '@fanship/domain/schemas/address';

/** A member's saved address as the API answers it (Ana's home in São Paulo). */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 7,
    nickname: 'Home',
    countryCode: 'BR',
    city: 'Sao Paulo',
    state: 'SP',
    zipCode: '01000-000',
    line1: 'Rua Augusta 100',
    line2: null,
    phone: '+55 11 5555 1234',
    recipientName: 'Ana Souza',
    recipientEmail: 'ana@example.com',
    taxId: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The saved address as a request keeps it (its snapshot: no dates). */
export function addressSnapshot(overrides: Partial<Address> = {}) {
  const { createdAt: _created, updatedAt: _updated, ...address } = savedAddress(overrides);
  return address;
}
