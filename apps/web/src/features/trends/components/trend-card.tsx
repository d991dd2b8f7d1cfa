import type { TrendingProductItem } from '@fanship/domain/catalogue/trending-products';
import { AspectRatio, Card, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';

/** One trending product in the grid: image, name, price and the shop it comes from. */
export function TrendCard({ product }: { product: TrendingProductItem }) {
  return (
    <Card component={Link} to={`/trends/${product.id}`} padding="xs" withBorder h="100%">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image
            src={product.thumbnailPath}
            alt={product.name}
            loading="lazy"
            fallbackSrc={imagePlaceholderSrc}
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text size="sm" lineClamp={2} title={product.name}>
          {product.name}
        </Text>
        <Price krw={product.unitPriceKrw} fw={700} size="sm" />
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.shopName}
        </Text>
      </Stack>
    </Card>
  );
}
