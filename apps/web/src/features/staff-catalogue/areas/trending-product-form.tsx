import { staffTrendingProductSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffTrendingProductRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { ImagesField, KstDateTimeField, NumberField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { trendingProductResource } from '../api/staff-resources.ts';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';

const LIST_PATH = '/staff/trending-products';

function TrendingProductForm({ record, id }: { record?: StaffTrendingProductRecord; id?: string }) {
  const { form, control, frame } = useStaffForm(staffTrendingProductSchema, trendingProductResource, {
    defaultValues: {
      name: record?.name ?? '',
      thumbnailPath: record?.thumbnailPath ?? '',
      unitPriceKrw: record?.unitPriceKrw ?? '',
      descriptionHtml: record?.descriptionHtml ?? '',
      purchaseUrl: record?.purchaseUrl ?? '',
      shopName: record?.shopName ?? '',
      shopCloseAt: record?.shopCloseAt ?? '',
    },
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Trending product updated.' : 'Trending product created.',
  });
  return (
    <StaffFormFrame {...frame}>
      <TextInput label="Name" withAsterisk {...inputProps(form, 'name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField control={control} name="unitPriceKrw" label="Unit price (KRW)" required />
        <TextInput label="Shop name" withAsterisk {...inputProps(form, 'shopName')} />
        <TextInput label="Purchase URL" withAsterisk {...inputProps(form, 'purchaseUrl')} />
        <KstDateTimeField control={control} name="shopCloseAt" label="Shop close date" />
      </SimpleGrid>
      <ImagesField control={control} name="thumbnailPath" label="Thumbnail" max={1} />
      <Textarea label="Description (HTML)" autosize minRows={5} {...inputProps(form, 'descriptionHtml')} />
    </StaffFormFrame>
  );
}

/** /staff/trending-products/new and /staff/trending-products/:id. */
export function TrendingProductFormPage() {
  return (
    <StaffFormPage
      resource={trendingProductResource}
      noun="Trending product"
      listPath={LIST_PATH}
      form={TrendingProductForm}
    />
  );
}
