import { Anchor, Breadcrumbs, Divider, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { ImageGallery } from '../../../components/ui/image-gallery.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { QuantityPicker } from '../../../components/ui/quantity-picker.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
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
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Home
        </Anchor>
        <Anchor component={Link} to="/trends">
          Trends
        </Anchor>
        <Text size="sm" lineClamp={1}>
          {item.name}
        </Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ImageGallery images={item.thumbnailPath ? [item.thumbnailPath] : []} alt={item.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {item.name}
            </Title>
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
          </Stack>
        </Grid.Col>
      </Grid>
      {item.descriptionHtml && (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Description
          </Title>
          <SanitizedHtml html={item.descriptionHtml} />
        </Stack>
      )}
    </Stack>
  );
}
