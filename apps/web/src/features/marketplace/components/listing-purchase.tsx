import type { MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../lib/login-path.ts';
import { useSession } from '../../auth/index.ts';

// The purchase (modal, checkboxes, fee calculation, the request, the result) loads when a member first presses
// Purchase, not with the page; pointing at or focusing the button starts the download early.
const loadPurchase = () => import('./purchase-modal.tsx');
const PurchaseFlow = lazy(loadPurchase);
const preload = () => void loadPurchase().catch(() => {});

/**
 * The listing's Purchase button (spec "storefront and account" §2, §4, §5): a visitor is sent to login and back to
 * this listing; a member opens the purchase modal, whose code is fetched then (the button shows progress meanwhile).
 */
export function ListingPurchase({ listing }: { listing: MarketplaceListing }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [isStarted, setIsStarted] = useState(false);

  const purchaseButton = (onClick: () => void, isLoading = false) => (
    <Button
      size="md"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      loading={isLoading}
      disabled={session.isPending}
      style={{ alignSelf: 'flex-start' }}
    >
      Purchase
    </Button>
  );

  if (!isStarted) {
    return purchaseButton(() => {
      if (session.data?.member) setIsStarted(true);
      else navigate(loginPathFor(location.pathname + location.search, session.data?.isExpired));
    });
  }
  return (
    <Suspense fallback={purchaseButton(() => {}, true)}>
      <PurchaseFlow listing={listing} purchaseButton={purchaseButton} />
    </Suspense>
  );
}
