import { cartQuantityError } from '@fanship/domain/catalogue/stock-rules';
import { notifications } from '@mantine/notifications';

/** Shows the spec's stock toast for a quantity above the stock (the cart's lines and Add to Cart). */
export function showStockToast(quantity: number, stock: number) {
  const message = cartQuantityError(quantity, stock);
  if (message) notifications.show({ color: 'red', message });
}
