import { formatSizeCm, formatWeightKg } from '@fanship/domain/warehouse/packages';
import type { StaffShipping } from '@fanship/domain/warehouse/shipping';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PackageServiceBody, type StaffRequestDetail, staffPackagePath } from '../../staff-requests/index.ts';
import { ShippingRequestBody } from '../components/shipping-request-body.tsx';
import { ShippingSteps } from './shipping-steps.tsx';

/** The box as the warehouse looks for it: its code (a link to its staff page), tracking number, weight and size. */
function BoxCard({ box }: { box: StaffShipping['targetPackage'] }) {
  return (
    <SectionCard title="Box to ship">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Field label="Package">
          <Anchor component={Link} to={staffPackagePath(box.code)} ff="monospace" fw={700}>
            {box.code}
          </Anchor>
        </Field>
        <Field label="Weight">{formatWeightKg(box.weightGrams)}</Field>
        <Field label="Size">{formatSizeCm(box)}</Field>
        <Field label="Tracking No">{box.trackingNo ?? '-'}</Field>
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * A shipping's part of the staff request page: the box with its weight and size, the steps (prepare once paid;
 * ship with the carrier and tracking number), and the member's shipping with its invoice.
 */
export function StaffShippingBody({ request }: { request: StaffRequestDetail & StaffShipping }) {
  return (
    <PackageServiceBody
      kind="shipping"
      request={request}
      packages={<BoxCard box={request.targetPackage} />}
      steps={<ShippingSteps request={request} />}
    >
      <ShippingRequestBody data={request} packagePath={staffPackagePath} />
    </PackageServiceBody>
  );
}
