import { type CartItem, cartMessages, selectedTotalKrw } from '@fanship/domain/catalogue/cart';
import { ofmNewLink } from '@fanship/domain/requests/ofm-defaults';
import { Alert, Anchor, Button, Card, Checkbox, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { PaymentDialogs, usePaymentFlow } from '../../payments/components/payment-flow.tsx';
import { useCart } from '../api/cart-api.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

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
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
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
                isSelected={selected.has(item.id)}
                onSelect={(isSelected) => setSelected([item.id], isSelected)}
              />
            </Fragment>
          ))}
          {children}
        </>
      )}
    </Card>
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
 * at once (the server removes the lines; they are read again after a payment); OFM lines go to the OFM form
 * prefilled.
 */
export function CartView() {
  const flow = usePaymentFlow();
  const [checkedOutCode, setCheckedOutCode] = useState<string | null>(null);
  const checkedOut = (code: string) => {
    setCheckedOutCode(code);
    flow.openPreview([{ code, type: 'OFM' }]);
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
      <CartContent onCheckedOut={checkedOut} />
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}

function CartContent({ onCheckedOut }: { onCheckedOut: (code: string) => void }) {
  const cart = useCart();
  // Lines start selected; unticked ids are remembered so a refetch keeps the member's choice.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  if (cart.isPending) return <SkeletonRows rows={4} />;
  if (cart.isError) return <ErrorState message={errorMessageOf(cart.error)} onRetry={() => cart.refetch()} />;

  const shopItems = cart.data.items.filter((item) => item.type === 'SHOP_PRODUCT');
  const ofmItems = cart.data.items.filter((item) => item.type === 'OFM');
  const selected = new Set(cart.data.items.filter((item) => !unselected.has(item.id)).map((item) => item.id));
  const selection: Selection = {
    selected,
    setSelected: (ids, isSelected) =>
      setUnselected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (isSelected) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
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
              <CartSection
                title="Shop products"
                items={shopItems}
                emptyMessage={cartMessages.empty}
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
