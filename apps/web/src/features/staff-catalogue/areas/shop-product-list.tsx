import { shopCategoryLabels } from '@fanship/domain/catalogue/catalogue-constants';
import { staffStockAdjustmentSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffShopProductRow } from '@fanship/domain/catalogue/staff-shop-products';
import { Badge, Button, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Price } from '../../../components/request-kit/price.tsx';
import { apiRequest, errorMessageOf } from '../../../lib/api-client.ts';
import { useStaffInvalidate } from '../api/staff-resource.ts';
import { shopProductResource } from '../api/staff-resources.ts';
import { imageColumn } from '../components/image-column.tsx';
import { StaffListPage, type StaffListPageConfig } from '../components/staff-list-page.tsx';

/** The quick stock editor of a row: PATCH .../stock with the new quantity. */
function StockAdjust({ row }: { row: StaffShopProductRow }) {
  const [isOpen, setIsOpen] = useState(false);
  const [value, setValue] = useState<string | number>(row.stockQuantity);
  const [failure, setFailure] = useState<string | null>(null);
  const invalidate = useStaffInvalidate(shopProductResource);
  const adjust = useMutation({
    mutationFn: (stockQuantity: number) =>
      apiRequest(`${shopProductResource.recordPath(row.id)}/stock`, {
        method: 'PATCH',
        body: { stockQuantity },
      }),
    // Said and closed before the list is refetched, and in the hook (a per-call callback is dropped if the row
    // re-renders away meanwhile).
    onSuccess: (_answer, stockQuantity) => {
      setIsOpen(false);
      notifications.show({ color: 'green', message: `Stock of ${row.name} set to ${stockQuantity}.` });
      return invalidate();
    },
    onError: (error) => setFailure(errorMessageOf(error)),
  });
  const save = () => {
    const parsed = staffStockAdjustmentSchema.safeParse({ stockQuantity: value });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? 'Invalid stock');
    setFailure(null);
    adjust.mutate(parsed.data.stockQuantity);
  };
  return (
    <Popover opened={isOpen} onChange={setIsOpen} trapFocus position="bottom-end">
      <Popover.Target>
        <Button size="xs" variant="default" onClick={() => setIsOpen((open) => !open)}>
          Stock
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={200}>
          <NumberInput
            label="New stock"
            allowDecimal={false}
            value={value}
            onChange={setValue}
            error={failure}
          />
          <Button size="xs" loading={adjust.isPending} onClick={save}>
            Set stock
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const config: StaffListPageConfig<StaffShopProductRow> = {
  title: 'Shop products',
  description: 'Every product of the shop, published or not.',
  newPath: '/staff/shop-products/new',
  newLabel: 'New product',
  searchPlaceholder: 'Search products by name',
  emptyMessage: 'No products found.',
  rowKey: (row) => row.id,
  cardTitle: (row) => row.name,
  editPath: (row) => `/staff/shop-products/${row.id}`,
  deleteSubject: (row) => `“${row.name}”`,
  deletedMessage: 'Product deleted.',
  extraActions: (row) => <StockAdjust row={row} />,
  columns: [
    imageColumn((row) => row.thumbnailPath, {
      missing: (
        <Text size="xs" c="dimmed">
          None
        </Text>
      ),
    }),
    { label: 'Name', tableOnly: true, render: (row) => <Text fw={600}>{row.name}</Text> },
    { label: 'Price', render: (row) => <Price krw={row.priceKrw} /> },
    {
      label: 'Stock',
      render: (row) => (
        <Text c={row.stockQuantity <= 0 ? 'red' : undefined} fw={600}>
          {row.stockQuantity}
        </Text>
      ),
    },
    { label: 'Category', render: (row) => shopCategoryLabels[row.category] },
    {
      label: 'Published',
      render: (row) => (
        <Group gap={4}>
          <Badge miw="max-content" variant="light" color={row.isPublished ? 'green' : 'gray'}>
            {row.isPublished ? 'Published' : 'Hidden'}
          </Badge>
        </Group>
      ),
    },
  ],
};

/** /staff/shop-products: every product with keyword search, quick stock change, edit and delete. */
export function ShopProductListPage() {
  return <StaffListPage resource={shopProductResource} config={config} />;
}
