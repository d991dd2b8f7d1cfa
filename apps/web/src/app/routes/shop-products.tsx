import { ShopCatalogue } from '../../features/shop/components/shop-catalogue.tsx';

export function Component() {
  return <ShopCatalogue />;
}
