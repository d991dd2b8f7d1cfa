import { MARKETPLACE_PREVIEW_CATEGORY_ID } from '@fanship/domain/catalogue/catalogue-constants';
import {
  listingImageUrls,
  MARKETPLACE_CARE_CATEGORY_ID,
  marketplaceConditions,
  marketplaceSaleStatuses,
} from '@fanship/domain/catalogue/marketplace';
import {
  LISTING_UPLOAD_PREFIX,
  MAX_LISTING_IMAGES,
  staffMarketplaceListingSchema,
} from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffMarketplaceListingRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { Image, Input, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ImagesField, NumberField, SelectField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { imagePlaceholderSrc } from '../../../components/ui/image-placeholder.ts';
import { marketplaceResource } from '../api/staff-resources.ts';
import { ArtistGroupSelect } from '../components/artist-group-select.tsx';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';

type FormInput = z.input<typeof staffMarketplaceListingSchema>;
const LIST_PATH = '/staff/marketplace';
const statusLabels: Record<string, string> = {
  SELLING: 'Selling',
  RESERVED: 'Reserved',
  SOLD_OUT: 'Sold out',
};
const conditionLabels: Record<string, string> = { LIKE_NEW: 'Almost new', USED: 'Used' };
const categoryOptions = [
  {
    value: MARKETPLACE_PREVIEW_CATEGORY_ID,
    label: `Idol goods (${MARKETPLACE_PREVIEW_CATEGORY_ID}, the marketplace page)`,
  },
  { value: MARKETPLACE_CARE_CATEGORY_ID, label: `Care (${MARKETPLACE_CARE_CATEGORY_ID})` },
];

/** The category options, with a listing's own category when it is neither of the known ones. */
function categoriesWith(current: string | undefined) {
  if (!current || categoryOptions.some((option) => option.value === current)) return categoryOptions;
  return [...categoryOptions, { value: current, label: `Category ${current}` }];
}

/** A listing whose images were uploaded here edits them as files; others keep their address template. */
function imageDefaults(record?: StaffMarketplaceListingRecord) {
  if (!record) return { imageSource: 'UPLOAD' as const, imagePaths: [], imageUrlTemplate: '', imageCount: 1 };
  const isUploaded = record.imageUrlTemplate.startsWith(LISTING_UPLOAD_PREFIX);
  return {
    imageSource: isUploaded ? ('UPLOAD' as const) : ('TEMPLATE' as const),
    imagePaths: isUploaded ? listingImageUrls(record.imageUrlTemplate, record.imageCount, 900) : [],
    imageUrlTemplate: isUploaded ? '' : record.imageUrlTemplate,
    imageCount: record.imageCount,
  };
}

/** The listing form: images uploaded here (default) or named by a web address template with {cnt}. */
export function MarketplaceForm({ record, id }: { record?: StaffMarketplaceListingRecord; id?: string }) {
  const { form, control, frame } = useStaffForm(staffMarketplaceListingSchema, marketplaceResource, {
    defaultValues: {
      pid: record?.pid ?? '',
      name: record?.name ?? '',
      priceKrw: record?.priceKrw ?? '',
      shippingFeeKrw: record?.shippingFeeKrw ?? 0,
      saleStatus: (record?.saleStatus ?? 'SELLING') as FormInput['saleStatus'],
      ...imageDefaults(record),
      description: record?.description ?? '',
      condition: (record?.condition ?? '') as FormInput['condition'],
      categoryId: record?.categoryId ?? MARKETPLACE_PREVIEW_CATEGORY_ID,
      artistGroupCode: record?.artistGroupCode ?? '',
    },
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Listing updated.' : 'Listing created.',
  });
  const imageSource = useWatch({ control, name: 'imageSource' });
  const template = useWatch({ control, name: 'imageUrlTemplate' }) ?? '';
  const count = Number(useWatch({ control, name: 'imageCount' }));
  const previews =
    template.includes('{cnt}') && /^(\/|https?:\/\/)/.test(template)
      ? listingImageUrls(template, Math.min(count, MAX_LISTING_IMAGES), 480)
      : [];
  return (
    <StaffFormFrame {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Listing id" withAsterisk readOnly={Boolean(record)} {...inputProps(form, 'pid')} />
        <TextInput label="Name" withAsterisk {...inputProps(form, 'name')} />
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
        <SelectField
          control={control}
          name="categoryId"
          label="Category"
          required
          data={categoriesWith(record?.categoryId)}
        />
        <ArtistGroupSelect control={control} name="artistGroupCode" />
      </SimpleGrid>
      <Input.Wrapper label="Images" withAsterisk>
        <Stack gap="sm" mt={4}>
          <SegmentedControl
            aria-label="Where the images come from"
            value={imageSource ?? 'UPLOAD'}
            onChange={(value) => form.setValue('imageSource', value as 'UPLOAD' | 'TEMPLATE')}
            data={[
              { value: 'UPLOAD', label: 'Upload files' },
              { value: 'TEMPLATE', label: 'Web address template' },
            ]}
          />
          {imageSource === 'TEMPLATE' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Image URL template"
                withAsterisk
                description="Contains {cnt} (image number) and may contain {res} (resolution)."
                {...inputProps(form, 'imageUrlTemplate')}
              />
              <NumberField control={control} name="imageCount" label="Image count" required />
              {previews.length > 0 && (
                <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" style={{ gridColumn: '1 / -1' }}>
                  {previews.map((url, index) => (
                    <Image
                      fallbackSrc={imagePlaceholderSrc}
                      key={url}
                      src={url}
                      alt={`Image ${index + 1}`}
                      h={88}
                      fit="cover"
                      radius="sm"
                    />
                  ))}
                </SimpleGrid>
              )}
            </SimpleGrid>
          ) : (
            <ImagesField
              control={control}
              name="imagePaths"
              label="Listing images"
              max={MAX_LISTING_IMAGES}
            />
          )}
        </Stack>
      </Input.Wrapper>
      <Textarea label="Description" autosize minRows={4} {...inputProps(form, 'description')} />
    </StaffFormFrame>
  );
}

/** /staff/marketplace/new and /staff/marketplace/:pid. */
export function MarketplaceFormPage() {
  return (
    <StaffFormPage
      resource={marketplaceResource}
      noun="Marketplace listing"
      listPath={LIST_PATH}
      form={MarketplaceForm}
    />
  );
}
