import { MARKETPLACE_DETAIL_IMAGE_RESOLUTION } from '@fanship/domain/catalogue/catalogue-constants';
import { conditionLabel, isListingAvailable, listingImageUrls } from '@fanship/domain/catalogue/marketplace';
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useListing } from '../api/get-listings.ts';
import { SoldOutPage } from './sold-out-page.tsx';

/** A marketplace listing: images at 900, price plus shipping, condition, description; or 'Sold Out'. */
export function ListingDetail({ pid, category }: { pid: string; category: string | null }) {
  const listing = useListing(pid, category);
  if (listing.isPending) return <SkeletonRows rows={5} />;
  if (listing.isError) {
    return <ErrorState message={errorMessageOf(listing.error)} onRetry={() => void listing.refetch()} />;
  }
  const item = listing.data;
  if (!isListingAvailable(item)) return <SoldOutPage name={item.name} />;
  const images = listingImageUrls(
    item.imageUrlTemplate,
    item.imageCount,
    MARKETPLACE_DETAIL_IMAGE_RESOLUTION,
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/bunjang-products" size="sm">
        ← Marketplace
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="sm">
          {images.length === 0 ? (
            <Text c="dimmed">No photos.</Text>
          ) : (
            images.map((url, index) => (
              <Image key={url} src={url} alt={`${item.name}, photo ${index + 1}`} radius="md" />
            ))
          )}
        </Stack>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {item.name}
          </Title>
          <Price krw={item.priceKrw} fz="xl" fw={700} />
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              Shipping fee
            </Text>
            <Price krw={item.shippingFeeKrw} size="sm" />
          </Group>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              Condition
            </Text>
            <Badge variant="light">{conditionLabel(item.condition)}</Badge>
          </Group>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.description}</Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
