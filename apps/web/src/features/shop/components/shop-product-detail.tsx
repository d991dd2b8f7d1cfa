import {
  originShopLabels,
  shopCategoryLabels,
  shopProductTypeLabels,
} from '@fanship/domain/catalogue/catalogue-constants';
import { stockLabel } from '@fanship/domain/catalogue/stock-rules';
import { Badge, Divider, Group, Text } from '@mantine/core';
import { Price } from '../../../components/request-kit/price.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { ProductPage } from '../../../components/ui/product-page.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShopProduct } from '../api/get-shop-product.ts';
import { AddToCart } from './add-to-cart.tsx';

/** The product page: gallery, name, price, artist, stock, quantity and 'Add to Cart', description. */
export function ShopProductDetail({ id }: { id: string }) {
  const product = useShopProduct(id);
  usePageTitle(product.data?.name);
  if (product.isPending) return <SkeletonRows rows={6} />;
  if (product.isError) return <RecordError error={product.error} onRetry={product.refetch} />;
  const item = product.data;
  const images =
    item.imagePaths.length > 0 ? item.imagePaths : item.thumbnailPath ? [item.thumbnailPath] : [];
  const stock = stockLabel(item.stockQuantity);
  const artist = [item.artistGroup?.name, item.artistMember?.name].filter(Boolean).join(' · ');
  return (
    <ProductPage
      section={{ label: 'Shop', to: '/shop-products' }}
      name={item.name}
      images={images}
      descriptionHtml={item.descriptionHtml}
    >
      <Price krw={item.priceKrw} fz="xl" fw={700} />
      {artist && <Text c="dimmed">{artist}</Text>}
      <Group gap="xs">
        <Badge variant="light">{shopCategoryLabels[item.category]}</Badge>
        <Badge variant="light" color="grape">
          {shopProductTypeLabels[item.type]}
        </Badge>
        <Badge variant="outline" color="gray">
          {originShopLabels[item.originShop]}
        </Badge>
        {stock && (
          <Badge color={item.stockQuantity <= 0 ? 'dark' : 'orange'} variant="filled">
            {stock}
          </Badge>
        )}
      </Group>
      <Divider />
      <AddToCart productId={item.id} stockQuantity={item.stockQuantity} />
    </ProductPage>
  );
}
