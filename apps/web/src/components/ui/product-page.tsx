import { Anchor, Breadcrumbs, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageGallery } from './image-gallery.tsx';
import { SanitizedHtml } from './sanitized-html.tsx';

/**
 * A product's page (shop product, trending product): the trail back through its section, the images beside
 * its name and what the page shows and sells (children), then its description when it has one.
 */
export function ProductPage(props: {
  section: { label: string; to: string };
  name: string;
  images: string[];
  descriptionHtml?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          Home
        </Anchor>
        <Anchor component={Link} to={props.section.to}>
          {props.section.label}
        </Anchor>
        <Text size="sm" lineClamp={1}>
          {props.name}
        </Text>
      </Breadcrumbs>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ImageGallery images={props.images} alt={props.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {props.name}
            </Title>
            {props.children}
          </Stack>
        </Grid.Col>
      </Grid>
      {props.descriptionHtml && (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Description
          </Title>
          <SanitizedHtml html={props.descriptionHtml} />
        </Stack>
      )}
    </Stack>
  );
}
