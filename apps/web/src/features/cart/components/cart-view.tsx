import { cartMessages, selectedTotalKrw } from '@fanship/domain/catalogue/cart';
import { Button, Card, Checkbox, Divider, Grid, Stack, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useCart } from '../api/cart-api.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';

/** The cart page: the shop-product section with per-line and select-all checkboxes, and the summary. */
export function CartView() {
  const cart = useCart();
  // Lines start selected; unticked ids are remembered so a refetch keeps the member's choice.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  if (cart.isPending) return <SkeletonRows rows={4} />;
  if (cart.isError) return <ErrorState message={errorMessageOf(cart.error)} onRetry={() => cart.refetch()} />;

  const shopItems = cart.data.items.filter((item) => item.type === 'SHOP_PRODUCT');
  const selected = new Set(shopItems.filter((item) => !unselected.has(item.id)).map((item) => item.id));
  const isAllSelected = shopItems.length > 0 && selected.size === shopItems.length;
  const setSelected = (ids: number[], isSelected: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <PageHeader title="Cart" />
      {shopItems.length === 0 ? (
        <EmptyState message={cartMessages.empty}>
          <Button component={Link} to="/shop-products" variant="light">
            Browse the shop
          </Button>
        </EmptyState>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder padding="md" component="section" aria-label="Shop products">
              <Title order={2} fz="lg" mb="xs">
                Shop products
              </Title>
              <Checkbox
                label="Select all"
                checked={isAllSelected}
                indeterminate={selected.size > 0 && !isAllSelected}
                onChange={(event) =>
                  setSelected(
                    shopItems.map((item) => item.id),
                    event.currentTarget.checked,
                  )
                }
              />
              {shopItems.map((item) => (
                <Fragment key={item.id}>
                  <Divider mt="sm" />
                  <CartLine
                    item={item}
                    isSelected={selected.has(item.id)}
                    onSelect={(isSelected) => setSelected([item.id], isSelected)}
                  />
                </Fragment>
              ))}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CartSummary selectedIds={[...selected]} totalKrw={selectedTotalKrw(shopItems, selected)} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
