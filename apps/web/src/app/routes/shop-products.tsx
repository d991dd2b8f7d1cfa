import { ShopCatalogue } from '../../features/shop/index.ts';

export function Component() {
  return <ShopCatalogue />;
}
