import type { AddressInput } from '../schemas/address.ts';

/** A valid delivery address abroad (Brazil), as the packing and shipping forms send it. */
export const brazilAddress = {
  nickname: 'Home',
  countryCode: 'br',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01000-000',
  line1: 'Rua Augusta 100',
  phone: '+55 11 91234-5678',
  recipientName: 'Ana Souza',
  recipientEmail: 'ana@example.com',
} satisfies AddressInput;
