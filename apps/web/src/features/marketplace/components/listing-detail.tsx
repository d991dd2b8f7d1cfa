import { MARKETPLACE_DETAIL_IMAGE_RESOLUTION } from '@fanship/domain/catalogue/catalogue-constants';
import {
  conditionLabel,
  isListingAvailable,
  listingImageUrls,
  MARKETPLACE_CARE_CATEGORY,
} from '@fanship/domain/catalogue/marketplace-rules';
import { formatKrw } from '@fanship/domain/pricing/money';
import { OFM_BUNJANG_FEE_KRW, OFM_COMMISSION_PERCENT } from '@fanship/domain/pricing/ofm-fee-rates';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { ImageGallery } from '../../../components/ui/image-gallery.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useListing } from '../api/get-listing.ts';
import { marketplaceListPath } from './listing-links.ts';
import { ListingPurchase } from './listing-purchase.tsx';
import { SoldOutPage } from './sold-out-page.tsx';

/**
 * A marketplace listing: images at 900, price plus shipping, condition, Purchase, description; or 'Sold Out'
 * (which offers no purchase).
 */
export function ListingDetail({ pid, category }: { pid: string; category: string | null }) {
  const listing = useListing(pid, category);
  usePageTitle(listing.data?.name);
  const care = category === MARKETPLACE_CARE_CATEGORY;
  if (listing.isPending) return <SkeletonRows rows={5} />;
  if (listing.isError) return <RecordError error={listing.error} onRetry={listing.refetch} />;
  const item = listing.data;
  if (!isListingAvailable(item)) return <SoldOutPage name={item.name} isCare={care} />;
  const images = listingImageUrls(
    item.imageUrlTemplate,
    item.imageCount,
    MARKETPLACE_DETAIL_IMAGE_RESOLUTION,
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={marketplaceListPath(care)} size="sm">
        ← {care ? 'Marketplace care' : 'Marketplace'}
      </Anchor>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <ImageGallery images={images} alt={item.name} altOf={(index) => `${item.name}, photo ${index + 1}`} />
        <Stack gap="sm">
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
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
            <Badge variant="light" tt="none">
              {conditionLabel(item.condition)}
            </Badge>
          </Group>
          <ListingPurchase listing={item} />
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.description}</Text>
          <Text size="sm" c="dimmed">
            We buy second-hand items for you through Order for Me: the price plus its shipping fee, and a
            service fee of {formatKrw(OFM_BUNJANG_FEE_KRW)} + {OFM_COMMISSION_PERCENT}%.
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
