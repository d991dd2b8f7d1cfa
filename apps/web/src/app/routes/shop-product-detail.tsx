import { useParams } from 'react-router';
import { ShopProductDetail } from '../../features/shop/components/shop-product-detail.tsx';

export function Component() {
  const { id = '' } = useParams();
  return <ShopProductDetail key={id} id={id} />;
}
