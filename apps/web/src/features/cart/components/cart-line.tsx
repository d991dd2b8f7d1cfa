import { type CartItem, MAX_CART_QUANTITY } from '@fanship/domain/catalogue/cart';
import { cartQuantityError, stockLabel } from '@fanship/domain/catalogue/stock-rules';
import { ActionIcon, Anchor, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import { QuantityPicker } from '../../../components/ui/quantity-picker.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useRemoveCartItem, useUpdateCartItem } from '../api/cart-api.ts';
import { showStockToast } from './stock-toast.ts';

/** A line free to change has its selection; a line awaiting payment (checked out) has none. */
type CartLineProps = {
  item: CartItem;
  selection?: { isSelected: boolean; onSelect: (isSelected: boolean) => void };
};

const showError = (error: unknown) => notifications.show({ color: 'red', message: errorMessageOf(error) });

/**
 * One cart line: selection, image, name, unit and line price, quantity (saved after a pause) and remove. A shop
 * line is held to our stock; an OFM line (bought from another shop) names its shop and links to its product page.
 * A shop line awaiting payment (checked out, its stock already held) is read-only: no selection, no remove, its
 * quantity as text, no stock warnings.
 */
export function CartLine({ item, selection }: CartLineProps) {
  const [quantity, setQuantity] = useState(item.quantity);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const save = useDebouncedCallback((next: number) => {
    if (next === item.quantity) return;
    update.mutate(
      { id: item.id, quantity: next },
      {
        // The server checks the stock as it is now; on a refusal the line shows the saved quantity again.
        onError: (error) => {
          setQuantity(item.quantity);
          showError(error);
        },
      },
    );
  }, 300);
  useEffect(() => setQuantity(item.quantity), [item.quantity]);
  const isLocked = item.checkoutCode !== null;
  const stock = isLocked ? null : (item.origin?.stockQuantity ?? null);
  // The stock may have dropped since the product was added: say so on the line.
  const overStock = stock === null ? null : cartQuantityError(item.quantity, stock);
  const link = item.trendingProductId === null ? item.link : `/trends/${item.trendingProductId}`;

  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" py="sm">
      {selection && (
        <Checkbox
          mt={4}
          aria-label={`Select ${item.name}`}
          checked={selection.isSelected}
          onChange={(event) => selection.onSelect(event.currentTarget.checked)}
        />
      )}
      <Image src={item.image} alt="" w={72} h={72} radius="sm" fallbackSrc={imagePlaceholderSrc} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={link} size="sm" lineClamp={2}>
            {item.name}
          </Anchor>
          {!isLocked && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${item.name}`}
              loading={remove.isPending}
              onClick={() => remove.mutate(item.id, { onError: showError })}
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </ActionIcon>
          )}
        </Group>
        {item.shopName && (
          <Text size="xs" c="dimmed">
            From {item.shopName}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Unit price <Price krw={item.unitPriceKrw} />
        </Text>
        {stock !== null && stockLabel(stock) && (
          <Text size="xs" c={stock <= 0 ? 'red' : 'orange'} fw={600}>
            {stockLabel(stock)}
          </Text>
        )}
        {overStock && (
          <Text size="xs" c="red">
            {overStock}
          </Text>
        )}
        {isLocked ? (
          <Group justify="space-between" align="center" gap="xs">
            <Text size="sm">Quantity {item.quantity}</Text>
            <Price krw={item.unitPriceKrw * item.quantity} fw={700} />
          </Group>
        ) : (
          <Group justify="space-between" align="flex-start" gap="xs">
            <QuantityPicker
              label="Quantity"
              value={quantity}
              restoreOnBlur
              disabled={stock !== null && stock <= 0}
              max={stock === null ? MAX_CART_QUANTITY : Math.max(stock, 1)}
              onExceed={() => stock !== null && showStockToast(stock + 1, stock)}
              onChange={(next) => {
                setQuantity(next);
                save(next);
              }}
            />
            <Price krw={item.unitPriceKrw * quantity} fw={700} mt={30} />
          </Group>
        )}
      </Stack>
    </Group>
  );
}
