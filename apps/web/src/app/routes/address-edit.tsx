import { AddressForm, useAddress } from '../../features/addresses/index.ts';
import { MemberRecordEditPage } from '../member-record-edit-page.tsx';

export function Component() {
  return (
    <MemberRecordEditPage
      title="Edit Address"
      notFound="Address not found."
      useRecord={useAddress}
      form={(address) => <AddressForm key={address.id} address={address} />}
    />
  );
}
