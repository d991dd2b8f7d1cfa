import { Anchor, Group, Image, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Price } from '../../../components/request-kit/price.tsx';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useShopSearchPreview } from '../api/get-shop-products.ts';
import { shopProductPath, shopSearchPath } from '../shop-paths.ts';

type SearchPreviewProps = { text: string; onNavigate: (path: string) => void };

/** Up to 5 products in stock matching the text, with a 'more' link to the full search. */
export default function SearchPreview({ text, onNavigate }: SearchPreviewProps) {
  const preview = useShopSearchPreview(text);
  let body: ReactNode;
  if (preview.isPending) body = <Loader size="xs" m="sm" aria-label="Searching" />;
  else if (preview.isError)
    body = (
      <Text size="sm" c="red" p="sm">
        {errorMessageOf(preview.error)}
      </Text>
    );
  else if (preview.data.content.length === 0)
    body = (
      <Text size="sm" c="dimmed" p="sm">
        No products found.
      </Text>
    );
  else
    body = preview.data.content.map((product) => (
      <UnstyledButton
        key={product.id}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onNavigate(shopProductPath(product.id))}
        p={6}
        style={{ borderRadius: 6 }}
      >
        <Group gap="sm" wrap="nowrap">
          <Image
            src={product.thumbnailPath}
            fallbackSrc={imagePlaceholderSrc}
            alt=""
            w={40}
            h={40}
            radius="sm"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" lineClamp={1}>
              {product.name}
            </Text>
            <Price krw={product.priceKrw} size="xs" c="dimmed" />
          </Stack>
        </Group>
      </UnstyledButton>
    ));
  return (
    <Paper shadow="md" withBorder p="xs" role="region" aria-label="Search preview">
      <Stack gap={2}>
        {body}
        <Anchor
          component="button"
          size="sm"
          ta="right"
          p={6}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onNavigate(shopSearchPath(text))}
        >
          more
        </Anchor>
      </Stack>
    </Paper>
  );
}
