import { isSoldOut } from '@fanship/domain/catalogue/stock-rules';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QuantityPicker } from '../../../components/ui/quantity-picker.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../auth/index.ts';
import {
  savePendingAdd,
  showAddedToCart,
  showStockToast,
  takePendingAdd,
  useAddCartItem,
} from '../../cart/index.ts';

/**
 * The quantity picker and 'Add to Cart': members add to the cart; a visitor is sent to login and back, and what
 * they asked for is added on their return (pending-add.ts).
 */
export function AddToCart({ productId, stockQuantity }: { productId: number; stockQuantity: number }) {
  const [quantity, setQuantity] = useState(1);
  // An empty field or 0 is not a quantity: the field says so and nothing is added.
  const [isQuantityValid, setIsQuantityValid] = useState(true);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const addItem = useAddCartItem();
  const queryClient = useQueryClient();
  const soldOut = isSoldOut(stockQuantity);

  const member = session.data?.member;
  const isResumed = useRef(false);
  // Back from the login a visitor was sent to: finish the Add to Cart they pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once a member is known on this product
  useEffect(() => {
    if (!member || isResumed.current) return;
    isResumed.current = true;
    const pending = takePendingAdd(productId);
    if (!pending) return;
    setQuantity(pending.quantity);
    add(pending.quantity);
  }, [member, productId]);

  function sendToLogin(isExpired: boolean) {
    const search = new URLSearchParams({ redirect: location.pathname + location.search });
    if (isExpired) search.set('expired', '1');
    navigate(`/login?${search.toString()}`);
  }

  function addToCart() {
    if (!isQuantityValid) return;
    if (quantity > stockQuantity) {
      showStockToast(quantity, stockQuantity);
      return;
    }
    if (!session.data?.member) {
      savePendingAdd(productId, quantity);
      sendToLogin(false);
      return;
    }
    add(quantity);
  }

  function add(count: number) {
    addItem.mutate(
      { shopProductId: productId, quantity: count },
      {
        onSuccess: () => showAddedToCart(navigate),
        onError: (error) => {
          // The session ended since the page loaded: log in again and come back here.
          if (error instanceof ApiError && error.status === 401) {
            savePendingAdd(productId, count);
            void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
            sendToLogin(error.code === 'SESSION_EXPIRED');
            return;
          }
          notifications.show({ color: 'red', message: errorMessageOf(error) });
        },
      },
    );
  }

  return (
    // Aligned at the top so a message under the quantity does not push the button down; the button's margin is
    // the label's height.
    <Group align="flex-start" gap="sm">
      <QuantityPicker
        value={quantity}
        onChange={setQuantity}
        onValidityChange={setIsQuantityValid}
        max={Math.max(stockQuantity, 1)}
        onExceed={() => showStockToast(stockQuantity + 1, stockQuantity)}
        disabled={soldOut}
      />
      <Button
        size="md"
        mt={22}
        disabled={soldOut || session.isPending}
        loading={addItem.isPending}
        onClick={addToCart}
        color={soldOut ? 'gray' : undefined}
      >
        {soldOut ? 'SOLD OUT' : 'Add to Cart'}
      </Button>
    </Group>
  );
}
