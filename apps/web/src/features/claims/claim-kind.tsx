import { claimMachine } from '@fanship/domain/requests/status-machines';
import type { StaffClaim } from '@fanship/domain/warehouse/claims';
import { defineRequestKind, kindConfig } from '../staff-requests/index.ts';
import { StaffClaimBody } from './components/staff-claim-body.tsx';

const config = /* @__PURE__ */ kindConfig(claimMachine.kind);
const claimsPath = `/staff/requests/${config.machine.kind}`;

/** Lost-and-found claims as a kind of request: reviewed by staff beside the pool of parcels nobody registered. */
export const claimKind = /* @__PURE__ */ defineRequestKind<StaffClaim>({
  config,
  staffBody: (claim) => <StaffClaimBody claim={claim} />,
  staffNav: {
    section: 'Lost & found',
    links: [
      { label: 'Pool', to: '/staff/lost-and-found' },
      {
        label: config.listTitle ?? config.title,
        to: claimsPath,
        isCurrent: ({ pathname }) => pathname === claimsPath || pathname.startsWith(`${claimsPath}/`),
      },
    ],
  },
});
