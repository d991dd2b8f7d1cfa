import type { FansignEvent } from '@fanship/domain/catalogue/fansign-events';
import { Button } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../lib/login-path.ts';
import { useSession } from '../../auth/index.ts';

// The prefill builder loads when the pointer or focus reaches the button (or on the press), not with the page.
const loadPrefills = () => import('@fanship/domain/requests/ofm-prefills');
const preload = () => void loadPrefills().catch(() => {});

/**
 * The fansign event's purchase through Order for Me (spec "storefront and account" §5; "forwarding and proxy
 * purchase" §3): a member goes to the OFM form prefilled as a PROXY_FANSIGN request for this event, with
 * themselves as the applicant; a visitor is sent to login and back to the event.
 */
export function FansignPurchase({ event }: { event: FansignEvent }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      disabled={session.isPending}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        const member = session.data?.member;
        if (!member) {
          navigate(loginPathFor(location.pathname + location.search, session.data?.isExpired));
          return;
        }
        void loadPrefills().then(({ fansignOfmLink }) => navigate(fansignOfmLink(event, member)));
      }}
    >
      Purchase via OFM
    </Button>
  );
}
