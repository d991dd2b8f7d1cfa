import { PRICE_FILTER_DEFAULT_MAX_KRW } from '@fanship/domain/catalogue/catalogue-constants';
import { hasActiveShopFilters, type ShopFilters } from '@fanship/domain/catalogue/shop-filters';
import { Box, Button, Group, Switch } from '@mantine/core';
import {
  priceRangeLabel,
  type ShopFilterSection,
  shopFilterSectionLabels,
  shopFilterSections,
} from '../shop-filter-sections.ts';

/** What a chip shows next to its name: the number of chosen values, or the price range. */
function chipValue(section: ShopFilterSection, filters: ShopFilters): string | null {
  const counts: Record<Exclude<ShopFilterSection, 'price'>, number> = {
    category: filters.category.length,
    type: filters.type.length,
    artist: filters.artistGroup.length + filters.artistMember.length,
    shop: filters.originShop.length,
  };
  if (section === 'price') {
    const isDefault = filters.minPrice === 0 && filters.maxPrice >= PRICE_FILTER_DEFAULT_MAX_KRW;
    return isDefault ? null : priceRangeLabel(filters.minPrice, filters.maxPrice);
  }
  return counts[section] > 0 ? String(counts[section]) : null;
}

type ShopFilterChipsProps = {
  filters: ShopFilters;
  onOpenSection: (section: ShopFilterSection) => void;
  onReset: () => void;
  onExcludeSoldOutChange: (excludeSoldOut: boolean) => void;
};

/** The chips row: one chip per filter (opening the sheet there), Reset, and the Exclude Sold Out switch. */
export function ShopFilterChips({
  filters,
  onOpenSection,
  onReset,
  onExcludeSoldOutChange,
}: ShopFilterChipsProps) {
  return (
    // The row wraps on phones so the Exclude Sold Out switch is never pushed off screen.
    <Box>
      <Group gap="xs" wrap="wrap" py={4}>
        {shopFilterSections.map((section) => {
          const value = chipValue(section, filters);
          return (
            <Button
              key={section}
              size="xs"
              radius="xl"
              variant={value ? 'light' : 'default'}
              onClick={() => onOpenSection(section)}
              aria-haspopup="dialog"
              data-filter-chip={section}
              style={{ flexShrink: 0 }}
            >
              {value ? `${shopFilterSectionLabels[section]} · ${value}` : shopFilterSectionLabels[section]}
            </Button>
          );
        })}
        {hasActiveShopFilters(filters) && (
          <Button
            size="xs"
            radius="xl"
            variant="subtle"
            color="red"
            onClick={onReset}
            style={{ flexShrink: 0 }}
          >
            Reset
          </Button>
        )}
        <Switch
          size="sm"
          ml="xs"
          label="Exclude Sold Out"
          checked={filters.excludeSoldOut}
          onChange={(event) => onExcludeSoldOutChange(event.currentTarget.checked)}
          styles={{ root: { flexShrink: 0 }, label: { whiteSpace: 'nowrap' } }}
        />
      </Group>
    </Box>
  );
}
