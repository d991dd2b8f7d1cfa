import { Stack } from '@mantine/core';
import { AddressList } from '../../features/addresses/index.ts';
import { ApplicationInfoTable } from '../../features/application-infos/index.ts';
import { MemberInterestsCard } from '../../features/interests/index.ts';
import { PackageLinks } from '../../features/packages/index.ts';
import { PaymentLinks } from '../../features/payments/index.ts';
import { ProfileOverview } from '../../features/profile/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return (
    <RequireMember>
      {(member) => (
        <Stack gap="lg">
          <ProfileOverview member={member} />
          <MemberInterestsCard member={member} />
          <PaymentLinks />
          <PackageLinks />
          <AddressList />
          <ApplicationInfoTable />
        </Stack>
      )}
    </RequireMember>
  );
}
