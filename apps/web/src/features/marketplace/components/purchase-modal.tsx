import type { MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { conditionLabel, listingImageUrls } from '@fanship/domain/catalogue/marketplace-rules';
import { formatKrw } from '@fanship/domain/pricing/money';
import { calculateOfmFee } from '@fanship/domain/pricing/ofm-fee';
import { ofmMessages } from '@fanship/domain/requests/ofm';
import { Alert, Anchor, Button, Checkbox, Divider, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { loginPathFor } from '../../../lib/login-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../auth/index.ts';
import { PaymentDialogs, usePaymentFlow } from '../../payments/index.ts';
import { usePurchaseListing } from '../api/purchase-listing.ts';

/** The messages under the two boxes when Purchase is pressed without them (spec §5: both must be ticked). */
export const purchaseModalMessages = {
  termsRequired: ofmMessages.termsRequired,
  noCancellationRequired: 'Please confirm that you understand this purchase cannot be cancelled',
} as const;

/** The image the modal shows for the listing (the list's 480 resolution is enough at this size). */
const MODAL_IMAGE_RESOLUTION = 480;

/**
 * The prepayment of a listing: its price, its shipping fee to our warehouse and the Bunjang fee lines. An outside
 * source may list an item at 0 won, which has no fee (the calculator takes only order values above 0; the server
 * refuses such a request with its message).
 */
export function listingPrepayment(listing: Pick<MarketplaceListing, 'priceKrw' | 'shippingFeeKrw'>) {
  const fee =
    listing.priceKrw > 0
      ? calculateOfmFee({ type: 'BUNJANG_KFD', orderValueKrw: listing.priceKrw })
      : { items: [], serviceFeeKrw: 0 };
  return {
    feeLines: fee.items,
    totalKrw: listing.priceKrw + listing.shippingFeeKrw + fee.serviceFeeKrw,
  };
}

type PurchaseModalProps = {
  listing: MarketplaceListing;
  onClose: (failure: ApiError | null) => void;
  onPurchased: (code: string) => void;
  /** The session ended while the modal was open: log in again and come back. */
  onSignedOut: (isExpired: boolean) => void;
};

function AmountRow({ label, krw, title }: { label: string; krw: number; title?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" title={title}>
      <Text size="sm">{label}</Text>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatKrw(krw)}
      </Text>
    </Group>
  );
}

/**
 * The marketplace purchase-request modal (spec "storefront and account" §2 Dialogs, §4, §5): the listing, its
 * price, shipping and fees as the prepayment, and two boxes (the terms; no cancellation) that must both be ticked.
 * Submitting sends POST /ofm-services; a refusal (the item sold meanwhile) is shown here and the modal stays
 * open with the boxes as they were; success hands the new code on.
 */
export function PurchaseModal({ listing, onClose, onPurchased, onSignedOut }: PurchaseModalProps) {
  const [agreesToTerms, setAgreesToTerms] = useState(false);
  const [acceptsNoCancellation, setAcceptsNoCancellation] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const purchase = usePurchaseListing();
  const prepayment = listingPrepayment(listing);
  const image = listingImageUrls(listing.imageUrlTemplate, listing.imageCount, MODAL_IMAGE_RESOLUTION)[0];
  const failure = purchase.error;

  function submit() {
    setIsSubmitted(true);
    if (!agreesToTerms || !acceptsNoCancellation || purchase.isPending) return;
    purchase.mutate(listing, {
      onSuccess: ({ code }) => onPurchased(code),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) onSignedOut(error.code === 'SESSION_EXPIRED');
      },
    });
  }

  function close() {
    // Closing is refused while the request is on its way: its answer decides what the page shows.
    if (purchase.isPending) return;
    onClose(failure instanceof ApiError ? failure : null);
  }

  return (
    <Modal opened onClose={close} title="Purchase request" size="lg" centered>
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          {image && (
            <Image src={image} alt="" w={88} h={88} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
          )}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {listing.name}
            </Text>
            <Text size="sm" c="dimmed">
              Second-hand, {conditionLabel(listing.condition)} · quantity 1
            </Text>
          </Stack>
        </Group>
        <Stack gap={4} component="section" aria-label="Prepayment">
          <AmountRow label="Item price" krw={listing.priceKrw} />
          <AmountRow label="Domestic shipping" krw={listing.shippingFeeKrw} />
          {prepayment.feeLines.map((line) => (
            <AmountRow key={line.label} label={line.label} krw={line.amountKrw} title={line.rule} />
          ))}
          <Divider my={4} />
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700}>Prepayment</Text>
            <Price krw={prepayment.totalKrw} fw={700} ta="right" />
          </Group>
          <Text size="xs" c="dimmed">
            The prepayment is based on the listed price plus domestic shipping.
          </Text>
        </Stack>
        <Stack gap="sm">
          <Checkbox
            checked={agreesToTerms}
            onChange={(event) => setAgreesToTerms(event.currentTarget.checked)}
            label={
              <>
                I agree to the{' '}
                <Anchor component={Link} to="/terms" target="_blank" inherit>
                  terms of use
                </Anchor>{' '}
                for purchases made for me.
              </>
            }
            error={isSubmitted && !agreesToTerms ? purchaseModalMessages.termsRequired : undefined}
          />
          <Checkbox
            checked={acceptsNoCancellation}
            onChange={(event) => setAcceptsNoCancellation(event.currentTarget.checked)}
            label="I understand that a second-hand item cannot be cancelled once it has been bought from the seller."
            error={
              isSubmitted && !acceptsNoCancellation ? purchaseModalMessages.noCancellationRequired : undefined
            }
          />
        </Stack>
        {failure && !(failure instanceof ApiError && failure.status === 401) && (
          <Alert color="red" variant="light" title="The purchase was not requested">
            {errorMessageOf(failure)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={purchase.isPending}>
            Close
          </Button>
          <Button onClick={submit} loading={purchase.isPending}>
            Request purchase
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type PurchaseFlowProps = {
  listing: MarketplaceListing;
  /** The page's Purchase button, drawn here again so the modal can be opened again after closing it. */
  purchaseButton: (onClick: () => void) => ReactNode;
};

/**
 * What follows the listing page's first Purchase press (loaded then, so the public page's first visit does not
 * carry it): the modal, open at once; after a successful request the modal closes, the payment preview opens for
 * the new request (spec §4), and its code stays shown with a link to it (to pay later from there). A refusal
 * because the listing changed (409: sold meanwhile) has the listing read again when the modal is closed, so the
 * page says 'Sold Out'. A session that ended sends the member to login and back here.
 */
export default function PurchaseFlow({ listing, purchaseButton }: PurchaseFlowProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(true);
  const [code, setCode] = useState<string | null>(null);
  const flow = usePaymentFlow();
  const sendToLogin = (isExpired: boolean) =>
    navigate(loginPathFor(location.pathname + location.search, isExpired));

  if (code) {
    return (
      <>
        <Alert color="green" variant="light" title="Purchase requested" role="status">
          <Text size="sm">
            Your purchase request{' '}
            <Anchor component={Link} to={`/ofm/${encodeURIComponent(code)}`} inherit fw={700}>
              {code}
            </Anchor>{' '}
            has been created. Until it is paid you find it in{' '}
            <Anchor component={Link} to="/charges" inherit>
              Pay Now
            </Anchor>
            .
          </Text>
        </Alert>
        <PaymentDialogs flow={flow} />
      </>
    );
  }
  return (
    <>
      {purchaseButton(() => {
        if (session.data?.member) setIsOpen(true);
        else sendToLogin(session.data?.isExpired ?? false);
      })}
      {/* Mounted only while open, so each opening starts with clear boxes and no old message. */}
      {isOpen && (
        <PurchaseModal
          listing={listing}
          onClose={(failure) => {
            setIsOpen(false);
            if (failure?.status === 409) {
              void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all });
            }
          }}
          onPurchased={(newCode) => {
            setIsOpen(false);
            setCode(newCode);
            flow.openPreview([{ code: newCode, type: 'OFM' }]);
          }}
          onSignedOut={(isExpired) => {
            setIsOpen(false);
            sendToLogin(isExpired);
          }}
        />
      )}
    </>
  );
}
