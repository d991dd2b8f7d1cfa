import { staffTrendingProductSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffTrendingProductRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ImagesField, KstDateTimeField, NumberField } from '../../../components/forms/form-fields.tsx';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { trendingProductResource } from '../api/staff-resources.ts';
import { StaffFormPage, useStaffFormFrame } from '../components/staff-form-page.tsx';

type FormInput = z.input<typeof staffTrendingProductSchema>;
type Output = z.output<typeof staffTrendingProductSchema>;
const LIST_PATH = '/staff/trending-products';

function TrendingProductForm({ record, id }: { record?: StaffTrendingProductRecord; id?: string }) {
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffTrendingProductSchema),
    defaultValues: {
      name: record?.name ?? '',
      thumbnailPath: record?.thumbnailPath ?? '',
      unitPriceKrw: record?.unitPriceKrw ?? '',
      descriptionHtml: record?.descriptionHtml ?? '',
      purchaseUrl: record?.purchaseUrl ?? '',
      shopName: record?.shopName ?? '',
      shopCloseAt: record?.shopCloseAt ?? '',
    },
  });
  const { errors } = form.formState;
  const { control } = form;
  const frame = useStaffFormFrame<Output>(trendingProductResource, form, {
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Trending product updated.' : 'Trending product created.',
  });
  return (
    <StaffFormFrame {...frame}>
      <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField control={control} name="unitPriceKrw" label="Unit price (KRW)" required />
        <TextInput
          label="Shop name"
          withAsterisk
          error={errors.shopName?.message}
          {...form.register('shopName')}
        />
        <TextInput
          label="Purchase URL"
          withAsterisk
          error={errors.purchaseUrl?.message}
          {...form.register('purchaseUrl')}
        />
        <KstDateTimeField control={control} name="shopCloseAt" label="Shop close date" />
      </SimpleGrid>
      <ImagesField control={control} name="thumbnailPath" label="Thumbnail" max={1} />
      <Textarea
        label="Description (HTML)"
        autosize
        minRows={5}
        error={errors.descriptionHtml?.message}
        {...form.register('descriptionHtml')}
      />
    </StaffFormFrame>
  );
}

/** /staff/trending-products/new and /staff/trending-products/:id. */
export function TrendingProductFormPage() {
  return (
    <StaffFormPage resource={trendingProductResource} noun="Trending product" listPath={LIST_PATH}>
      {(record, id) => <TrendingProductForm key={id ?? 'new'} record={record} id={id} />}
    </StaffFormPage>
  );
}
