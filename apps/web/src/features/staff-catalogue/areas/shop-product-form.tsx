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
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ImagesField,
  NumberField,
  SelectField,
  SwitchField,
} from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { codeOptions } from '../../../lib/code-options.ts';
import { useArtists } from '../../artists/index.ts';
import { shopProductResource } from '../api/staff-resources.ts';
import { ArtistGroupSelect } from '../components/artist-group-select.tsx';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';

type FormInput = z.input<typeof staffShopProductSchema>;

const LIST_PATH = '/staff/shop-products';

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
  const { form, control, frame } = useStaffForm(staffShopProductSchema, shopProductResource, {
    defaultValues: toFormValues(record),
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Product updated.' : 'Product created.',
  });
  const artists = useArtists();
  const groupCode = useWatch({ control, name: 'artistGroupCode' });
  const group = artists.data?.find((artist) => artist.code === groupCode);

  return (
    <StaffFormFrame {...frame}>
      <TextInput label="Name" withAsterisk {...inputProps(form, 'name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField control={control} name="priceKrw" label="Price (KRW)" required />
        <NumberField control={control} name="stockQuantity" label="Stock" required />
        <SelectField
          control={control}
          name="category"
          label="Category"
          required
          data={codeOptions(shopCategories, shopCategoryLabels)}
        />
        <SelectField
          control={control}
          name="type"
          label="Product type"
          required
          data={codeOptions(shopProductTypes, shopProductTypeLabels)}
        />
        <SelectField
          control={control}
          name="originShop"
          label="Origin shop"
          required
          data={codeOptions(originShops, originShopLabels)}
        />
        <ArtistGroupSelect
          control={control}
          name="artistGroupCode"
          description={artists.isError ? 'The artist list could not be loaded.' : undefined}
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
        {...inputProps(form, 'descriptionHtml')}
      />
      <SwitchField control={control} name="isPublished" label="Published in the shop" />
    </StaffFormFrame>
  );
}

/** /staff/shop-products/new and /staff/shop-products/:id. */
export function ShopProductFormPage() {
  return (
    <StaffFormPage
      resource={shopProductResource}
      noun="Shop product"
      listPath={LIST_PATH}
      form={ShopProductForm}
    />
  );
}
