import { formatKrw } from '@fanship/domain/pricing/money';
import { SPLIT_FEE_PER_PACKAGE_KRW } from '@fanship/domain/pricing/service-fees';
import {
  SPLIT_MAX_PACKAGES,
  type SplitRequestDetail,
  splitEstimateKrw,
  splitMessages,
  splitTargetTypes,
  splitTypes,
} from '@fanship/domain/warehouse/split';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { Controller, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { PackagePickerField } from '../../packages/index.ts';
import {
  KindFormFrame,
  RequestFormSection,
  RequestItemsSection,
  RequestNoteField,
  useKindForm,
} from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';
import { type SplitFormValues, splitResolver, toSplitInput } from './split-form-values.ts';

/** The packages a split may take: arrived R, M, T and L packages. */
const splitPackageRule = { types: splitTargetTypes, statuses: ['ARRIVED'] } as const;

const typeHints: Record<string, string> = {
  KP: 'Each new package is packed to ship by K-Packet (at most 2 kg, 2-4 weeks)',
  STANDARD: 'Each new package ships by a standard express carrier, whatever its weight',
};

type SplitFormProps = {
  initialValues: SplitFormValues;
  /** The split being edited (PATCH), absent for a new one (POST). */
  request?: SplitRequestDetail;
};

/**
 * `/splits/new` and `/splits/edit/{code}` (spec §5 Split form): the package to split (the member's arrived
 * packages; fixed once asked for), the K-Packet split option, one description per new package (at least two, added
 * and removed), a note, and what it will cost. Fields are checked as they are left with the spec's messages; a
 * refused save keeps everything and shows the server's message above the form. Submit stays locked 3 s after a
 * save and 1 s after a failure. A new split goes to the list, an edit to its page.
 */
export function SplitForm({ initialValues, request }: SplitFormProps) {
  const form = useForm<SplitFormValues>({
    ...validateOnBlur,
    resolver: splitResolver,
    defaultValues: initialValues,
  });
  const contents = useFieldArray({ control: form.control, name: 'contents' });
  const count = useWatch({ control: form.control, name: 'contents' }).length;
  const { errors } = form.formState;
  const submission = useKindForm(form, {
    noun: 'split',
    code: request?.code,
    useSave: splitsApi.useSave,
    toInput: toSplitInput,
  });
  // Fewer than two packages cannot be sent: the spec's message shows at once and Submit waits.
  const listError =
    errors.contents?.root?.message ??
    errors.contents?.message ??
    (count < 2 ? splitMessages.atLeastTwo : undefined);

  return (
    <KindFormFrame submission={submission} isDisabled={count < 2} listTo="/incomings">
      <RequestFormSection title="Package to split">
        <PackagePickerField
          control={form.control}
          name="targetPackageCode"
          label="Package"
          description={
            request
              ? 'The package of this split cannot change; cancel it and ask again to split another.'
              : 'An arrived package in your locker'
          }
          rule={splitPackageRule}
          current={request?.targetPackage.code}
          disabled={request !== undefined}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label="K-Packet Split Option"
              withAsterisk
              value={field.value || null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={errors.type?.message}
            >
              <Stack gap="xs" mt={6}>
                {splitTypes.map((type) => (
                  <Radio
                    key={type.code}
                    value={type.code}
                    label={type.label}
                    description={typeHints[type.code]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      </RequestFormSection>
      <RequestItemsSection
        title="Split packages"
        noun="package"
        note="Describe what goes into each new package; we make one package per description."
        fields={contents.fields}
        canAdd={contents.fields.length < SPLIT_MAX_PACKAGES}
        onAdd={() => {
          contents.append({ text: '' });
          form.clearErrors('contents');
        }}
        canRemove
        onRemove={(index) => contents.remove(index)}
        error={listError}
        renderItem={(index) => <ContentField form={form} index={index} />}
      />
      <RequestNoteField form={form} name="memberNote" description="Anything else our staff should know" />
      <Text size="sm" aria-live="polite">
        Split fee: {formatKrw(splitEstimateKrw(count))} ({count} × {formatKrw(SPLIT_FEE_PER_PACKAGE_KRW)}),
        paid with shipping.
      </Text>
    </KindFormFrame>
  );
}

/** One new package's description. */
function ContentField({ form, index }: { form: UseFormReturn<SplitFormValues>; index: number }) {
  const { errors, touchedFields, isSubmitted } = form.formState;
  const entry = errors.contents?.[index];
  // A package added or removed checks the whole list: a description's message waits until it was left or sent.
  const isShown = touchedFields.contents?.[index]?.text || isSubmitted;
  const message = entry?.text?.message ?? (entry as { message?: string } | undefined)?.message;
  return (
    <Textarea
      label="Package description"
      withAsterisk
      description="What goes into this package"
      autosize
      minRows={2}
      error={isShown ? message : undefined}
      {...form.register(`contents.${index}.text`)}
    />
  );
}
