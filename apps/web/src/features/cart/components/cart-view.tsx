import { type CartItem, cartMessages, selectedTotalKrw } from '@fanship/domain/catalogue/cart';
import { ofmNewLink } from '@fanship/domain/requests/ofm-defaults';
import { Alert, Anchor, Button, Checkbox, Divider, Grid, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTicked } from '../../../components/request-kit/use-ticked.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { PaymentDialogs, usePaymentFlow } from '../../payments/index.ts';
import { useCart } from '../api/cart-api.ts';
import { AwaitingPaymentGroup, awaitingPaymentGroups } from './awaiting-payment-group.tsx';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

/** The shop section's empty state when every shop line of the cart awaits payment. */
const OTHER_SHOP_LINES_EMPTY = 'No other shop products in your cart';

type Selection = { selected: ReadonlySet<number>; setSelected: (ids: number[], isSelected: boolean) => void };

/** One section of the cart (shop products, or Order for Me): select-all, the lines, and what follows them. */
function CartSection({
  title,
  items,
  emptyMessage,
  selection,
  children,
}: {
  title: string;
  items: CartItem[];
  emptyMessage: string;
  selection: Selection;
  children?: ReactNode;
}) {
  const { selected, setSelected } = selection;
  const selectedHere = items.filter((item) => selected.has(item.id)).length;
  const isAllSelected = items.length > 0 && selectedHere === items.length;
  return (
    <SectionCard title={title}>
      {items.length === 0 ? (
        <Text c="dimmed">{emptyMessage}</Text>
      ) : (
        <>
          <Checkbox
            label="Select all"
            aria-label={`Select all ${title}`}
            checked={isAllSelected}
            indeterminate={selectedHere > 0 && !isAllSelected}
            onChange={(event) =>
              setSelected(
                items.map((item) => item.id),
                event.currentTarget.checked,
              )
            }
          />
          {items.map((item) => (
            <Fragment key={item.id}>
              <Divider mt="sm" />
              <CartLine
                item={item}
                selection={{
                  isSelected: selected.has(item.id),
                  onSelect: (isSelected) => setSelected([item.id], isSelected),
                }}
              />
            </Fragment>
          ))}
          {children}
        </>
      )}
    </SectionCard>
  );
}

/** The OFM form prefilled with the selected OFM lines (their shop when they share one). */
function ofmRequestLink(items: CartItem[]): string {
  const shops = new Set(items.map((item) => item.shopName ?? ''));
  const shopName = shops.size === 1 ? ([...shops][0] ?? '') : '';
  return ofmNewLink({
    type: 'ONLINE_REGULAR',
    shopName,
    items: items.map((item) => ({
      url: item.link,
      name: item.name,
      unitPrice: item.unitPriceKrw,
      quantity: item.quantity,
    })),
  });
}

/**
 * The cart page: a section per line type (shop products, Order for Me), each with per-line and select-all
 * checkboxes; selected shop lines are checked out from the summary into one order, whose payment preview opens
 * at once. Checked-out lines stay in the cart, read-only, grouped by their order with its Pay, until the order is
 * paid (the server removes them; the cart is read again after a payment) or cancelled. OFM lines go to the OFM
 * form prefilled.
 */
export function CartView() {
  const [checkedOutCode, setCheckedOutCode] = useState<string | null>(null);
  // The notice about the new order goes once a payment covers it.
  const flow = usePaymentFlow({
    onPaid: (order) =>
      setCheckedOutCode((current) =>
        order.targets.some((target) => target.code === current) ? null : current,
      ),
  });
  const pay = (code: string) => flow.openPreview([{ code, type: 'OFM' }]);
  const checkedOut = (code: string) => {
    setCheckedOutCode(code);
    pay(code);
  };
  return (
    <Stack gap="md">
      <PageHeader title="Cart" />
      {checkedOutCode && (
        <Alert color="green" variant="light" title="Order created">
          Your order{' '}
          <Anchor component={Link} to={`/ofm/${encodeURIComponent(checkedOutCode)}`}>
            {checkedOutCode}
          </Anchor>{' '}
          was created from your cart. Until it is paid you find it in{' '}
          <Anchor component={Link} to="/charges">
            Pay Now
          </Anchor>
          .
        </Alert>
      )}
      <CartContent onCheckedOut={checkedOut} onPay={pay} />
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}

function CartContent({
  onCheckedOut,
  onPay,
}: {
  onCheckedOut: (code: string) => void;
  onPay: (code: string) => void;
}) {
  const cart = useCart();
  // Lines start selected; unticked ids are remembered so a refetch keeps the member's choice.
  // Lines start selected: what is kept is the lines the member unticked.
  const [unselected, setUnselected] = useTicked<number>();
  if (cart.isPending) return <SkeletonRows rows={4} />;
  if (cart.isError) return <ErrorState message={errorMessageOf(cart.error)} onRetry={() => cart.refetch()} />;

  // Shop lines awaiting payment are shown apart, by order, and are never selected or checked out again.
  const shopItems = cart.data.items.filter(
    (item) => item.type === 'SHOP_PRODUCT' && item.checkoutCode === null,
  );
  const awaiting = awaitingPaymentGroups(cart.data.items);
  const ofmItems = cart.data.items.filter((item) => item.type === 'OFM');
  const selected = new Set(cart.data.items.filter((item) => !unselected.has(item.id)).map((item) => item.id));
  const selection: Selection = {
    selected,
    setSelected: (ids, isSelected) => setUnselected(ids, !isSelected),
  };
  const selectedShop = shopItems.filter((item) => selected.has(item.id)).map((item) => item.id);
  const selectedOfm = ofmItems.filter((item) => selected.has(item.id));

  return (
    <>
      {cart.data.items.length === 0 ? (
        <EmptyState message={cartMessages.empty}>
          <Button component={Link} to="/shop-products" variant="light">
            Browse the shop
          </Button>
        </EmptyState>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {awaiting.map((group) => (
                <AwaitingPaymentGroup key={group.code} group={group} onPay={onPay} />
              ))}
              <CartSection
                title="Shop products"
                items={shopItems}
                emptyMessage={awaiting.length > 0 ? OTHER_SHOP_LINES_EMPTY : cartMessages.empty}
                selection={selection}
              />
              <CartSection
                title="Order for Me"
                items={ofmItems}
                emptyMessage={cartMessages.ofmEmpty}
                selection={selection}
              >
                <Button
                  component={Link}
                  to={ofmRequestLink(selectedOfm)}
                  mt="sm"
                  variant="light"
                  disabled={selectedOfm.length === 0}
                  onClick={(event) => selectedOfm.length === 0 && event.preventDefault()}
                >
                  Request selected items via OFM
                </Button>
              </CartSection>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CartSummary
              selectedIds={selectedShop}
              totalKrw={selectedTotalKrw(shopItems, new Set(selectedShop))}
              onCheckedOut={onCheckedOut}
            />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
