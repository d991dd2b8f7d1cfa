import { Anchor, Divider, Text } from '@mantine/core';
import { useState } from 'react';
import { Price } from '../../../components/request-kit/price.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { ProductPage } from '../../../components/ui/product-page.tsx';
import { QuantityPicker } from '../../../components/ui/quantity-picker.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTrendingProduct } from '../api/get-trending-product.ts';
import { TrendPurchase } from './trend-purchase.tsx';

/**
 * A trending product: image, name, USD price with KRW, quantity with 'Purchase via OFM' and 'Add to cart',
 * description, shop and its link.
 */
export function TrendDetail({ id }: { id: string }) {
  const product = useTrendingProduct(id);
  usePageTitle(product.data?.name);
  const [quantity, setQuantity] = useState(1);
  const [isQuantityValid, setIsQuantityValid] = useState(true);
  if (product.isPending) return <SkeletonRows rows={6} />;
  if (product.isError) return <RecordError error={product.error} onRetry={product.refetch} />;
  const item = product.data;
  return (
    <ProductPage
      section={{ label: 'Trends', to: '/trends' }}
      name={item.name}
      images={item.thumbnailPath ? [item.thumbnailPath] : []}
      descriptionHtml={item.descriptionHtml}
    >
      <Price krw={item.unitPriceKrw} display="usd-first" fz="xl" fw={700} />
      <Text size="sm">
        Shop:{' '}
        <Anchor href={item.purchaseUrl} target="_blank" rel="noopener noreferrer">
          {item.shopName}
        </Anchor>
      </Text>
      {item.shopCloseAt && (
        <Text size="sm" c="dimmed">
          Sale ends {formatKstDateTime(item.shopCloseAt)}
        </Text>
      )}
      <Divider />
      <QuantityPicker
        value={quantity}
        onChange={setQuantity}
        onValidityChange={setIsQuantityValid}
        restoreOnBlur
      />
      <Text size="sm" c="dimmed">
        Total <Price krw={item.unitPriceKrw * quantity} display="usd-first" />
      </Text>
      <TrendPurchase product={item} quantity={quantity} isQuantityValid={isQuantityValid} />
    </ProductPage>
  );
}
