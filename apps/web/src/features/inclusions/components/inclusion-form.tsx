import { formatKrw } from '@fanship/domain/pricing/money';
import {
  type Inclusion,
  inclusionLimits,
  inclusionMessages,
  inclusionTargetTypes,
} from '@fanship/domain/warehouse/inclusion';
import { Card, Checkbox, Group, List, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { listMessageOf } from '../../../components/forms/row-list.tsx';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useCodeOptions } from '../../code-lists/index.ts';
import { PackageChecklistField, usePackageChoices } from '../../packages/index.ts';
import {
  KindFormFrame,
  RequestImages,
  RequestItemsSection,
  RequestNoteField,
  useKindForm,
  usePendingImages,
} from '../../requests/index.ts';
import { inclusionsApi, uploadInclusionImage } from '../api/inclusions-api.ts';
import { InclusionItemFields, InclusionKeepFields } from './inclusion-form-fields.tsx';
import {
  emptyInclusionItem,
  feeEstimate,
  type InclusionFormValues,
  inclusionResolver,
  toInclusionInput,
} from './inclusion-form-values.ts';

/** The packages an inclusion may take: arrived R and M packages (spec §4). */
const inclusionPackageRule = { types: inclusionTargetTypes, statuses: ['ARRIVED'] } as const;
const IMAGES_FIELD = 'images';

type InclusionFormProps = {
  initialValues: InclusionFormValues;
  /** The inclusion being edited (PATCH), absent for a new one (POST). */
  request?: Inclusion;
};

/**
 * `/inclusions/new` and `/inclusions/edit/{code}` (spec §5 "Inclusion form"): the packages (arrived R and M), Artist /
 * Album, Album Type, POB Only (Yes by default: the items, Inclusion Type and Poster Rolls are then hidden and not
 * sent), the items (opened derived), special requests, images (9 slots, 4 on phones, uploaded first with progress),
 * the fee estimate and the confirmation. A refused save keeps everything and shows the server's message. A new
 * inclusion goes to the list, an edit to its page.
 */
export function InclusionForm({ initialValues, request }: InclusionFormProps) {
  const held = useMemo(() => request?.targetPackageCodes ?? [], [request]);
  const { locker, choices } = usePackageChoices(inclusionPackageRule, held);
  const albumTypeOptions = useCodeOptions('albumTypes');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const images = usePendingImages<Awaited<ReturnType<typeof uploadInclusionImage>>>();
  const form = useForm<InclusionFormValues>({
    ...validateOnBlur,
    resolver: inclusionResolver,
    defaultValues: initialValues,
  });
  const pob = useController({ control: form.control, name: 'benefitOnly' });
  const items = useFieldArray({ control: form.control, name: 'inclusionItems' });
  const [codes, benefitOnly, albumType, watchedItems, kept] = useWatch({
    control: form.control,
    name: ['targetPackageCodes', 'benefitOnly', 'albumType', 'inclusionItems', 'images'],
  });
  const pobOnly = benefitOnly === 'yes';
  const { errors } = form.formState;
  const submission = useKindForm(form, {
    noun: 'inclusion',
    code: request?.code,
    useSave: inclusionsApi.useSave,
    toInput: toInclusionInput,
    // Every image not uploaded yet is uploaded first; each one uploaded is kept with the request.
    prepare: async () =>
      (await images.uploadAll([IMAGES_FIELD], uploadInclusionImage, (_index, stored) =>
        form.setValue('images', [...form.getValues('images'), stored]),
      ))
        ? null
        : inclusionMessages.uploadFailed,
  });
  const isBusy = submission.isSaving || images.isUploading;
  const fee = feeEstimate(
    pobOnly,
    albumType,
    watchedItems,
    choices.filter((pkg) => codes.includes(pkg.code)),
  );

  return (
    <KindFormFrame
      submission={submission}
      isBusy={isBusy}
      isDisabled={codes.length === 0}
      side={
        <>
          <Card withBorder padding="md" aria-label="Fee estimate">
            <Text size="sm" fw={600}>
              Inclusion fee: {fee === undefined ? '-' : formatKrw(fee)}
            </Text>
            <Text size="xs" c="dimmed">
              An estimate, charged when the result package is made. At least 10 albums (or 1 package for POB
              only).
            </Text>
          </Card>
          <List size="xs" c="dimmed">
            <List.Item>Up to 3 album types only if they are packed together.</List.Item>
            <List.Item>0 sealed means all of them are opened.</List.Item>
          </List>
          <Checkbox
            label="I have confirmed the above"
            error={errors.confirmed?.message}
            {...form.register('confirmed')}
          />
        </>
      }
    >
      <Card withBorder padding="md" component="section" aria-label="Packages">
        <Title order={2} fz="lg" mb="xs">
          Packages
        </Title>
        <PackageChecklistField
          control={form.control}
          name="targetPackageCodes"
          label="Target Package"
          description="Your arrived packages holding the albums"
          choices={choices}
          locker={locker}
        />
      </Card>
      <Stack gap="md">
        <TextInput label="Artist / Album" withAsterisk {...inputProps(form, 'albumName')} />
        <SelectField
          control={form.control}
          name="albumType"
          label="Album Type"
          required
          data={albumTypeOptions}
        />
        <Radio.Group
          label="POB Only"
          withAsterisk
          {...pob.field}
          onChange={(value) => pob.field.onChange(value)}
          error={pob.fieldState.error?.message}
        >
          <Group mt={6}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      </Stack>
      {!pobOnly && (
        <>
          <RequestItemsSection
            title="Items"
            noun="item"
            fields={items.fields}
            canAdd={items.fields.length < inclusionLimits.items}
            onAdd={() => {
              items.append(emptyInclusionItem());
              form.clearErrors('inclusionItems');
            }}
            canRemove={items.fields.length > 1}
            onRemove={(index) => items.remove(index)}
            isBusy={isBusy}
            error={listMessageOf(errors.inclusionItems)}
            emptyMessage={inclusionMessages.atLeastOneItem}
            renderItem={(index) => <InclusionItemFields form={form} index={index} />}
          />
          <InclusionKeepFields form={form} />
        </>
      )}
      <RequestNoteField
        form={form}
        name="memberNote"
        label="Any other special requests"
        description="write N/A if none"
        required
      />
      <RequestImages
        itemLabel="the inclusion"
        max={isPhone ? inclusionLimits.imagesPhone : inclusionLimits.images}
        tooMany={inclusionMessages.tooManyImages}
        kept={kept}
        added={images.of(IMAGES_FIELD)}
        onRemoveKept={(filename) =>
          form.setValue(
            'images',
            form.getValues('images').filter((image) => image.filename !== filename),
          )
        }
        onAdd={(added) => images.add(IMAGES_FIELD, added)}
        onRemoveAdded={(key) => images.remove(IMAGES_FIELD, key)}
        isBusy={isBusy}
      />
      {errors.images && (
        <Text size="xs" c="red" role="alert">
          {listMessageOf(errors.images)}
        </Text>
      )}
    </KindFormFrame>
  );
}
