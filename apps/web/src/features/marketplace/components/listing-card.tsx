import { MARKETPLACE_LIST_IMAGE_RESOLUTION } from '@fanship/domain/catalogue/catalogue-constants';
import type { MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { isListingAvailable, listingImageUrls } from '@fanship/domain/catalogue/marketplace-rules';
import { AspectRatio, Badge, Box, Card, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Price } from '../../../components/request-kit/price.tsx';
import { listingPath } from './listing-links.ts';

/** A marketplace listing in a grid: first image at 480, name, price, and a Sold Out badge. */
export function ListingCard({ listing, isCare = false }: { listing: MarketplaceListing; isCare?: boolean }) {
  const [image] = listingImageUrls(
    listing.imageUrlTemplate,
    listing.imageCount,
    MARKETPLACE_LIST_IMAGE_RESOLUTION,
  );
  return (
    <Card component={Link} to={listingPath(listing.pid, isCare)} withBorder radius="md" padding="sm">
      <Card.Section>
        <AspectRatio ratio={1}>
          {image ? (
            <Image src={image} alt={listing.name} loading="lazy" />
          ) : (
            <Box bg="gray.1" aria-hidden="true" />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text size="sm" fw={600} lineClamp={2}>
          {listing.name}
        </Text>
        <Price krw={listing.priceKrw} size="sm" />
        {!isListingAvailable(listing) && (
          <Badge color="gray" variant="filled" w="fit-content">
            Sold Out
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
