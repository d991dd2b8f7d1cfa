import type { StaffOrder } from '@fanship/domain/payments/payment-contract';
import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import type { StaffClaim } from '@fanship/domain/warehouse/claims';
import type { StaffIncomingRequest } from '@fanship/domain/warehouse/incoming';
import type { StaffUnboxing } from '@fanship/domain/warehouse/unboxing';
import type { ReactNode } from 'react';
import { StaffClaimBody } from '../../claims/components/staff-claim-body.tsx';
import { IncomingRequestBody } from '../../incomings/components/incoming-request-body.tsx';
import { OfmRequestBody } from '../../ofm/components/ofm-request-body.tsx';
import { ReceiveAtIntakeDesk } from '../../staff-warehouse/components/receive-at-intake-desk.tsx';
import type { StaffRequestDetail } from '../api/staff-requests-api.ts';
import { StaffOfmActions } from './ofm/staff-ofm-actions.tsx';
import { StaffOrderBody } from './order/staff-order-body.tsx';
import { StaffUnboxingBody } from './unboxing/staff-unboxing-body.tsx';

/**
 * Each kind's own part of the staff request page (its fields, items, amounts), by the kind's name. The rest of
 * the page (member, status, history, actions) is written once; a new kind adds one entry here.
 */
export const staffRequestBodies: Record<string, (detail: StaffRequestDetail) => ReactNode> = {
  ofm: (detail) => {
    const request = detail as StaffRequestDetail & StaffOfmRequest;
    return (
      <>
        <OfmRequestBody data={request} purchaseItems={request.purchaseItems} />
        <StaffOfmActions request={request} />
      </>
    );
  },
  order: (detail) => <StaffOrderBody order={detail as StaffRequestDetail & StaffOrder} />,
  unboxing: (detail) => <StaffUnboxingBody request={detail as StaffRequestDetail & StaffUnboxing} />,
  claim: (detail) => <StaffClaimBody claim={detail as StaffRequestDetail & StaffClaim} />,
  incoming: (detail) => {
    const request = detail as StaffRequestDetail & StaffIncomingRequest;
    return (
      <>
        <IncomingRequestBody data={request} />
        <ReceiveAtIntakeDesk request={request} />
      </>
    );
  },
};
