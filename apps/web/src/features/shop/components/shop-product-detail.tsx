import {
  originShopLabels,
  shopCategoryLabels,
  shopProductTypeLabels,
} from '@fanship/domain/catalogue/catalogue-constants';
import { stockLabel } from '@fanship/domain/catalogue/stock-rules';
import { Anchor, Badge, Breadcrumbs, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { ImageGallery } from '../../../components/ui/image-gallery.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
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
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Home
        </Anchor>
        <Anchor component={Link} to="/shop-products">
          Shop
        </Anchor>
        <Text size="sm" lineClamp={1}>
          {item.name}
        </Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ImageGallery images={images} alt={item.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {item.name}
            </Title>
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
