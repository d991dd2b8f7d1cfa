export { useAddress } from './api/get-address.ts';
export { useAddresses } from './api/get-addresses.ts';
export { AddressForm } from './components/address-form.tsx';
export { AddressList } from './components/address-list.tsx';
