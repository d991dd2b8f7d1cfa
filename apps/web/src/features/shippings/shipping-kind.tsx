import { shippingMachine } from '@fanship/domain/requests/status-machines';
import type { StaffShipping } from '@fanship/domain/warehouse/shipping';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffShippingBody } from './staff/staff-shipping-body.tsx';

/** Shipping as a kind of request: an F box sent abroad once its invoice is paid, prepared and shipped by staff. */
export const shippingKind = /* @__PURE__ */ defineRequestKind<StaffShipping>({
  config: /* @__PURE__ */ kindConfig(shippingMachine.kind),
  staffBody: (request) => <StaffShippingBody request={request} />,
});
