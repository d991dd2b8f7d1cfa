import {
  originShopLabels,
  originShops,
  shopCategories,
  shopCategoryLabels,
  shopProductTypeLabels,
  shopProductTypes,
} from '@fanship/domain/catalogue/catalogue-constants';
import { defaultShopFilters, type ShopFilters } from '@fanship/domain/catalogue/shop-filters';
import { Accordion, Button, Drawer, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { type ShopFilterSection, shopFilterSectionLabels } from '../shop-filter-sections.ts';
import { ArtistFilterSection } from './artist-filter-section.tsx';
import { CheckboxListSection, PriceSection } from './shop-filter-sections.tsx';

type ShopFilterSheetProps = {
  filters: ShopFilters;
  section: ShopFilterSection;
  onApply: (filters: ShopFilters) => void;
  onClose: () => void;
};

/** The filter sheet: a side drawer on wide screens, a bottom sheet under 640 px; applies on 'Apply'. */
export default function ShopFilterSheet({ filters, section, onApply, onClose }: ShopFilterSheetProps) {
  const isPhone = useMediaQuery('(max-width: 639px)');
  const [draft, setDraft] = useState(filters);
  const [openSections, setOpenSections] = useState<string[]>([section]);
  const update = (patch: Partial<ShopFilters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Drawer
      opened
      onClose={onClose}
      title="Filters"
      position={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '85%' : 'md'}
      data-position={isPhone ? 'bottom' : 'right'}
      styles={{ body: { paddingBottom: 0 } }}
    >
      <Stack gap="md">
        <Accordion multiple value={openSections} onChange={setOpenSections} variant="contained">
          <Accordion.Item value="category">
            <Accordion.Control>{shopFilterSectionLabels.category}</Accordion.Control>
            <Accordion.Panel>
              <CheckboxListSection
                label="Category"
                values={shopCategories}
                labels={shopCategoryLabels}
                selected={draft.category}
                onChange={(category) => update({ category })}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="type">
            <Accordion.Control>{shopFilterSectionLabels.type}</Accordion.Control>
            <Accordion.Panel>
              <CheckboxListSection
                label="Type"
                values={shopProductTypes}
                labels={shopProductTypeLabels}
                selected={draft.type}
                onChange={(type) => update({ type })}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="artist">
            <Accordion.Control>{shopFilterSectionLabels.artist}</Accordion.Control>
            <Accordion.Panel>
              {openSections.includes('artist') && (
                <ArtistFilterSection
                  artistGroup={draft.artistGroup}
                  artistMember={draft.artistMember}
                  onChange={update}
                />
              )}
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="price">
            <Accordion.Control>{shopFilterSectionLabels.price}</Accordion.Control>
            <Accordion.Panel>
              <PriceSection minPrice={draft.minPrice} maxPrice={draft.maxPrice} onChange={update} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="shop">
            <Accordion.Control>{shopFilterSectionLabels.shop}</Accordion.Control>
            <Accordion.Panel>
              <CheckboxListSection
                label="Shop"
                values={originShops}
                labels={originShopLabels}
                selected={draft.originShop}
                onChange={(originShop) => update({ originShop })}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group
          grow
          py="md"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button
            variant="default"
            onClick={() => setDraft({ ...defaultShopFilters, keyword: draft.keyword })}
          >
            Reset
          </Button>
          <Button onClick={() => onApply(draft)}>Apply</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
