import type { ShopProductSummary } from '@fanship/domain/catalogue/shop-products';
import { stockLabel } from '@fanship/domain/catalogue/stock-rules';
import { AspectRatio, Badge, Card, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import { shopProductPath } from '../shop-paths.ts';

/** Cards drawn in the first screen on a phone or a desktop (two rows of two, one row of five): loaded at once. */
const ABOVE_THE_FOLD = 5;

/**
 * One product of the shop grid: image, name on two lines, price and the stock badge. `position` is the card's
 * place in the grid: the first image is fetched first (the page's largest paint), those below the fold lazily.
 */
export function ShopProductCard({
  product,
  position = ABOVE_THE_FOLD,
}: {
  product: ShopProductSummary;
  position?: number;
}) {
  const stock = stockLabel(product.stockQuantity);
  const isSoldOut = product.stockQuantity <= 0;
  return (
    <Card component={Link} to={shopProductPath(product.id)} padding="xs" withBorder h="100%">
      <Card.Section pos="relative">
        <AspectRatio ratio={1}>
          <Image
            src={product.thumbnailPath}
            alt={product.name}
            width={400}
            height={400}
            // Without it the height attribute wins over the square the AspectRatio draws (a 400 px tall card).
            h="auto"
            loading={position < ABOVE_THE_FOLD ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : undefined}
            fallbackSrc={imagePlaceholderSrc}
            style={{ opacity: isSoldOut ? 0.5 : 1 }}
          />
        </AspectRatio>
        {/* Top right: product thumbnails carry their category label at the top left. */}
        {stock && (
          <Badge
            pos="absolute"
            top={8}
            right={8}
            maw="calc(100% - 16px)"
            color={isSoldOut ? 'dark' : 'orange'}
            variant="filled"
            data-testid="stock-badge"
          >
            {stock}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text size="sm" lineClamp={2} title={product.name}>
          {product.name}
        </Text>
        <Price krw={product.priceKrw} fw={700} size="sm" />
      </Stack>
    </Card>
  );
}
