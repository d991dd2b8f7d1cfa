import {
  fansignSubTypeLabels,
  fansignSubTypes,
  fansignTypeLabels,
  fansignTypes,
} from '@fanship/domain/catalogue/catalogue-constants';
import { staffFansignEventSchema } from '@fanship/domain/catalogue/staff-catalogue';
import type { StaffFansignEventRecord } from '@fanship/domain/catalogue/staff-catalogue-records';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  ImagesField,
  KstDateTimeField,
  NumberField,
  SelectField,
} from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { codeOptions } from '../../../lib/code-options.ts';
import { fansignEventResource } from '../api/staff-resources.ts';
import { ArtistGroupSelect } from '../components/artist-group-select.tsx';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';

type FormInput = z.input<typeof staffFansignEventSchema>;
const LIST_PATH = '/staff/fansign-events';

function FansignEventForm({ record, id }: { record?: StaffFansignEventRecord; id?: string }) {
  const { form, control, frame } = useStaffForm(staffFansignEventSchema, fansignEventResource, {
    defaultValues: {
      title: record?.title ?? '',
      thumbnailUrl: record?.thumbnailUrl ?? '',
      unitPriceKrw: record?.unitPriceKrw ?? '',
      shopName: record?.shopName ?? '',
      type: (record?.type ?? '') as FormInput['type'],
      subType: (record?.subType ?? '') as FormInput['subType'],
      artistGroupCode: record?.artistGroupCode ?? '',
      artistNameEn: record?.artistNameEn ?? '',
      artistNameKo: record?.artistNameKo ?? '',
      entryStartDate: record?.entryStartDate ?? '',
      entryEndDate: record?.entryEndDate ?? '',
      winnerAnnouncementDate: record?.winnerAnnouncementDate ?? '',
      purchaseUrl: record?.purchaseUrl ?? '',
      detailsUrl: record?.detailsUrl ?? '',
    },
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Event updated.' : 'Event created.',
  });
  const text = (
    name: 'title' | 'shopName' | 'artistNameEn' | 'artistNameKo' | 'purchaseUrl' | 'detailsUrl',
    label: string,
    required = false,
  ) => <TextInput label={label} withAsterisk={required} {...inputProps(form, name)} />;
  return (
    <StaffFormFrame {...frame}>
      {text('title', 'Title', true)}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="type"
          label="Event type"
          required
          data={codeOptions(fansignTypes, fansignTypeLabels)}
        />
        <SelectField
          control={control}
          name="subType"
          label="Event sub-type"
          required
          data={codeOptions(fansignSubTypes, fansignSubTypeLabels)}
        />
        {text('artistNameEn', 'Artist name (English)', true)}
        {text('artistNameKo', 'Artist name (Korean)')}
        <ArtistGroupSelect control={control} name="artistGroupCode" />
        {text('shopName', 'Shop name', true)}
        <NumberField control={control} name="unitPriceKrw" label="Unit price (KRW)" required />
        <KstDateTimeField control={control} name="entryStartDate" label="Entry start date" required />
        <KstDateTimeField control={control} name="entryEndDate" label="Entry end date" required />
        <KstDateTimeField control={control} name="winnerAnnouncementDate" label="Winner announcement date" />
      </SimpleGrid>
      {text('purchaseUrl', 'Purchase URL', true)}
      {text('detailsUrl', 'Details URL')}
      <ImagesField control={control} name="thumbnailUrl" label="Thumbnail" max={1} />
    </StaffFormFrame>
  );
}

/** /staff/fansign-events/new and /staff/fansign-events/:id; dates are entered in Korean time. */
export function FansignEventFormPage() {
  return (
    <StaffFormPage
      resource={fansignEventResource}
      noun="Fansign event"
      listPath={LIST_PATH}
      form={FansignEventForm}
    />
  );
}
