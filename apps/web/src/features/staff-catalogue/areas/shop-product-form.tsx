import {
  originShopLabels,
  originShops,
  shopCategories,
  shopCategoryLabels,
  shopProductTypeLabels,
  shopProductTypes,
} from '@fanship/domain/catalogue/catalogue-constants';
import { MAX_PRODUCT_IMAGES, staffShopProductSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffShopProductRecord } from '@fanship/domain/catalogue/staff-shop-products';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ImagesField,
  NumberField,
  SelectField,
  SwitchField,
} from '../../../components/forms/form-fields.tsx';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useArtists } from '../../artists/index.ts';
import { shopProductResource } from '../api/staff-resources.ts';
import { StaffFormPage, useStaffFormFrame } from '../components/staff-form-page.tsx';

type FormInput = z.input<typeof staffShopProductSchema>;
type Output = z.output<typeof staffShopProductSchema>;

const LIST_PATH = '/staff/shop-products';
const options = <Code extends string>(codes: readonly Code[], labels: Record<Code, string>) =>
  codes.map((code) => ({ value: code, label: labels[code] }));

function toFormValues(record?: StaffShopProductRecord): FormInput {
  return {
    name: record?.name ?? '',
    priceKrw: record?.priceKrw ?? '',
    stockQuantity: record?.stockQuantity ?? 0,
    category: record?.category ?? '',
    type: record?.type ?? '',
    originShop: record?.originShop ?? '',
    artistGroupCode: record?.artistGroup?.code ?? '',
    artistMemberCode: record?.artistMember?.code ?? '',
    thumbnailPath: record?.thumbnailPath ?? '',
    imagePaths: record?.imagePaths ?? [],
    descriptionHtml: record?.descriptionHtml ?? '',
    isPublished: record?.isPublished ?? true,
  } as FormInput;
}

/** The shop product form: every field of staffShopProductSchema, artist selects from the artist list. */
export function ShopProductForm({ record, id }: { record?: StaffShopProductRecord; id?: string }) {
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffShopProductSchema),
    defaultValues: toFormValues(record),
  });
  const { errors } = form.formState;
  const { control } = form;
  const artists = useArtists();
  const groupCode = useWatch({ control, name: 'artistGroupCode' });
  const group = artists.data?.find((artist) => artist.code === groupCode);
  const frame = useStaffFormFrame<Output>(shopProductResource, form, {
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Product updated.' : 'Product created.',
  });

  return (
    <StaffFormFrame {...frame}>
      <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField control={control} name="priceKrw" label="Price (KRW)" required />
        <NumberField control={control} name="stockQuantity" label="Stock" required />
        <SelectField
          control={control}
          name="category"
          label="Category"
          required
          data={options(shopCategories, shopCategoryLabels)}
        />
        <SelectField
          control={control}
          name="type"
          label="Product type"
          required
          data={options(shopProductTypes, shopProductTypeLabels)}
        />
        <SelectField
          control={control}
          name="originShop"
          label="Origin shop"
          required
          data={options(originShops, originShopLabels)}
        />
        <SelectField
          control={control}
          name="artistGroupCode"
          label="Artist group"
          clearable
          description={artists.isError ? 'The artist list could not be loaded.' : undefined}
          data={(artists.data ?? []).map((artist) => ({
            value: artist.code,
            label: `${artist.name} (${artist.code})`,
          }))}
        />
        <SelectField
          control={control}
          name="artistMemberCode"
          label="Artist member"
          clearable
          data={(group?.members ?? []).map((member) => ({ value: member.code, label: member.name }))}
        />
      </SimpleGrid>
      <ImagesField control={control} name="thumbnailPath" label="Thumbnail" max={1} />
      <ImagesField control={control} name="imagePaths" label="Images" max={MAX_PRODUCT_IMAGES} />
      <Textarea
        label="Description (HTML)"
        description="Scripts and unsafe attributes are removed on save."
        autosize
        minRows={6}
        maxRows={20}
        error={errors.descriptionHtml?.message}
        {...form.register('descriptionHtml')}
      />
      <SwitchField control={control} name="isPublished" label="Published in the shop" />
    </StaffFormFrame>
  );
}

/** /staff/shop-products/new and /staff/shop-products/:id. */
export function ShopProductFormPage() {
  return (
    <StaffFormPage resource={shopProductResource} noun="Shop product" listPath={LIST_PATH}>
      {(record, id) => <ShopProductForm key={id ?? 'new'} record={record} id={id} />}
    </StaffFormPage>
  );
}
