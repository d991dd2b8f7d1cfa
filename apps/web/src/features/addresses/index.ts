export { useAddress } from './api/get-address.ts';
export { useAddresses } from './api/get-addresses.ts';
export {
  AddressBookField,
  AddressBookSelect,
  AddressLines,
  addressFromBook,
  type SnapshotAddress,
} from './components/address-book-select.tsx';
export { AddressForm } from './components/address-form.tsx';
export { AddressList } from './components/address-list.tsx';
