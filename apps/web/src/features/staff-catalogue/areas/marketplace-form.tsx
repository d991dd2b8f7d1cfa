import { marketplaceConditions, marketplaceSaleStatuses } from '@fanship/domain/catalogue/marketplace';
import { staffMarketplaceListingSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffMarketplaceListingRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useArtists } from '../../artists/api/get-artists.ts';
import { marketplaceResource } from '../api/staff-resources.ts';
import { NumberField, SelectField } from '../components/form-fields.tsx';
import { StaffFormFrame, StaffFormPage, useStaffSave } from '../components/staff-form-page.tsx';

type FormInput = z.input<typeof staffMarketplaceListingSchema>;
type Output = z.output<typeof staffMarketplaceListingSchema>;
const LIST_PATH = '/staff/marketplace';
const statusLabels: Record<string, string> = {
  SELLING: 'Selling',
  RESERVED: 'Reserved',
  SOLD_OUT: 'Sold out',
};
const conditionLabels: Record<string, string> = { LIKE_NEW: 'Almost new', USED: 'Used' };

function MarketplaceForm({ record, id }: { record?: StaffMarketplaceListingRecord; id?: string }) {
  const artists = useArtists();
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(staffMarketplaceListingSchema),
    defaultValues: {
      pid: record?.pid ?? '',
      name: record?.name ?? '',
      priceKrw: record?.priceKrw ?? '',
      shippingFeeKrw: record?.shippingFeeKrw ?? 0,
      saleStatus: (record?.saleStatus ?? 'SELLING') as FormInput['saleStatus'],
      imageUrlTemplate: record?.imageUrlTemplate ?? '',
      imageCount: record?.imageCount ?? 1,
      description: record?.description ?? '',
      condition: (record?.condition ?? '') as FormInput['condition'],
      categoryId: record?.categoryId ?? undefined,
      artistGroupCode: record?.artistGroupCode ?? '',
    },
  });
  const { errors } = form.formState;
  const { control } = form;
  const save = useStaffSave<Output>(marketplaceResource, {
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Listing updated.' : 'Listing created.',
  });
  return (
    <StaffFormFrame
      onSubmit={form.handleSubmit(save.submit)}
      failure={save.failure}
      isPending={save.isPending}
      listPath={LIST_PATH}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Listing id"
          withAsterisk
          readOnly={Boolean(record)}
          error={errors.pid?.message}
          {...form.register('pid')}
        />
        <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <NumberField control={control} name="priceKrw" label="Price (KRW)" required />
        <NumberField control={control} name="shippingFeeKrw" label="Shipping fee (KRW)" required />
        <SelectField
          control={control}
          name="saleStatus"
          label="Sale status"
          required
          data={marketplaceSaleStatuses.map((value) => ({ value, label: statusLabels[value] ?? value }))}
        />
        <SelectField
          control={control}
          name="condition"
          label="Condition"
          required
          data={marketplaceConditions.map((value) => ({ value, label: conditionLabels[value] ?? value }))}
        />
        <TextInput label="Category id" error={errors.categoryId?.message} {...form.register('categoryId')} />
        <SelectField
          control={control}
          name="artistGroupCode"
          label="Artist group"
          clearable
          data={(artists.data ?? []).map((artist) => ({
            value: artist.code,
            label: `${artist.name} (${artist.code})`,
          }))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Image URL template"
          withAsterisk
          description="Contains {cnt} (image number) and may contain {res} (resolution)."
          error={errors.imageUrlTemplate?.message}
          {...form.register('imageUrlTemplate')}
        />
        <NumberField control={control} name="imageCount" label="Image count" required />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={4}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </StaffFormFrame>
  );
}

/** /staff/marketplace/new and /staff/marketplace/:pid. */
export function MarketplaceFormPage() {
  return (
    <StaffFormPage resource={marketplaceResource} noun="Marketplace listing" listPath={LIST_PATH}>
      {(record, id) => <MarketplaceForm key={id ?? 'new'} record={record} id={id} />}
    </StaffFormPage>
  );
}
