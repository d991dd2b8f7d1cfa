import { useParams } from 'react-router';
import { ShopProductDetail } from '../../features/shop/index.ts';

export function Component() {
  const { id = '' } = useParams();
  return <ShopProductDetail key={id} id={id} />;
}
