import { MAX_KEYWORD_LENGTH, SHOP_SEARCH_DEBOUNCE_MS } from '@fanship/domain/catalogue/catalogue-constants';
import { Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useShopFilters } from '../hooks/use-shop-filters.ts';
import type { ShopFilterSection } from '../shop-filter-sections.ts';
import { ShopFilterChips } from './shop-filter-chips.tsx';
import { ShopProductGrid } from './shop-product-grid.tsx';

// The sheet (drawer, checkboxes, slider, artist list) loads on the first chip click, not with the page.
const ShopFilterSheet = lazy(() => import('./shop-filter-sheet.tsx'));

/** The shop page: search, filter chips, the filter sheet and the product grid, all driven by the URL. */
export function ShopCatalogue() {
  const { filters, setFilters, updateFilters, resetFilters } = useShopFilters();
  const [openSection, setOpenSection] = useState<ShopFilterSection | null>(null);
  // Closing the sheet (Escape, the close button, Apply) puts focus back on the chip that opened it: the sheet
  // unmounts at once, so the drawer's own focus return never runs.
  const rootRef = useRef<HTMLDivElement>(null);
  const openedFrom = useRef<ShopFilterSection | null>(null);
  useEffect(() => {
    if (openSection) {
      openedFrom.current = openSection;
      return;
    }
    const section = openedFrom.current;
    openedFrom.current = null;
    if (section) rootRef.current?.querySelector<HTMLElement>(`[data-filter-chip="${section}"]`)?.focus();
  }, [openSection]);
  return (
    <Stack gap="md" ref={rootRef}>
      <PageHeader title="Shop" description="K-pop albums, light sticks and goods shipped from Korea." />
      <DebouncedSearchInput
        aria-label="Search products"
        placeholder="Search products"
        maxLength={MAX_KEYWORD_LENGTH}
        value={filters.keyword}
        delay={SHOP_SEARCH_DEBOUNCE_MS}
        onSearch={(keyword) => updateFilters({ keyword })}
      />
      <ShopFilterChips
        filters={filters}
        onOpenSection={setOpenSection}
        onReset={resetFilters}
        onExcludeSoldOutChange={(excludeSoldOut) => updateFilters({ excludeSoldOut })}
      />
      <ShopProductGrid filters={filters} />
      {openSection && (
        <Suspense fallback={null}>
          <ShopFilterSheet
            filters={filters}
            section={openSection}
            onClose={() => setOpenSection(null)}
            onApply={(next) => {
              setFilters(next);
              setOpenSection(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
