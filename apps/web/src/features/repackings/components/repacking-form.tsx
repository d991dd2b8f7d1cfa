import { formatKrw } from '@fanship/domain/pricing/money';
import {
  REPACKING_PACKAGE_STATUS,
  type Repacking,
  repackingRequestFee,
  repackingResourceTypes,
  repackingTargetTypes,
} from '@fanship/domain/warehouse/repacking';
import { Text, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { inputProps } from '../../../components/forms/input-props.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { PackageChecklist, PackagePicker, usePackageChoices } from '../../packages/index.ts';
import {
  RequestFormActions,
  RequestFormFrame,
  RequestFormSection,
  useKindFormSubmit,
} from '../../requests/index.ts';
import { repackingsApi } from '../api/repackings-api.ts';
import {
  canSendRepacking,
  type RepackingFormContext,
  type RepackingFormValues,
  repackingResolver,
  toRepackingInput,
} from './repacking-form-values.ts';

/** The box a repacking may take (an arrived F box) and the packages it may add (arrived R, M, T, L, F; spec §4). */
const targetRule = { types: repackingTargetTypes, statuses: [REPACKING_PACKAGE_STATUS] } as const;
const resourceRule = { types: repackingResourceTypes, statuses: [REPACKING_PACKAGE_STATUS] } as const;

type RepackingFormProps = {
  initialValues: RepackingFormValues;
  /** The repacking being edited (PATCH), absent for a new one (POST). */
  request?: Repacking;
};

/**
 * `/repackings/new` and `/repackings/edit/{code}` (spec §5 "Repacking form"): the forwarding box to repack (the
 * member's arrived F boxes), the packages to add into it (their arrived packages but the box, with the total against
 * 200 kg), a note, and the fee for the weight added. Submit waits until a box and at least one package are chosen;
 * fields are checked as they are left with the spec's messages; a refused save keeps everything and shows the
 * server's message. A new repacking goes to the list, an edit to its page.
 */
export function RepackingForm({ initialValues, request }: RepackingFormProps) {
  const held = useMemo(() => request?.resourcePackages.map((pkg) => pkg.code) ?? [], [request]);
  const { locker, choices } = usePackageChoices(resourceRule, held);
  const context = useMemo<RepackingFormContext>(() => ({ weightOf: () => undefined }), []);
  const form = useForm<RepackingFormValues, RepackingFormContext>({
    ...validateOnBlur,
    resolver: repackingResolver,
    defaultValues: initialValues,
    context,
  });
  const [target, resources] = useWatch({
    control: form.control,
    name: ['targetPackageCode', 'resourcePackageCodes'],
  });
  // The resolver reads the weights through the context: kept current as the locker loads.
  context.weightOf = (code) =>
    locker.data?.find((pkg) => pkg.code === code) ??
    request?.resourcePackages.find((pkg) => pkg.code === code);
  const offered = choices.filter((pkg) => pkg.code !== target);
  const fee = repackingRequestFee(resources.flatMap((code) => context.weightOf(code) ?? []));
  const { submit, failure, isLocked, isSaving } = useKindFormSubmit(form, {
    useSave: repackingsApi.useSave,
    path: '/repackings',
    title: 'Repacking',
    code: request?.code,
    toInput: toRepackingInput,
  });
  const { errors } = form.formState;

  return (
    <RequestFormFrame
      label={request ? 'Edit repacking' : 'New repacking'}
      onSubmit={submit}
      failure={failure}
      failureTitle="The repacking was not saved"
      actions={
        <RequestFormActions
          closeTo={request ? `/repackings/${encodeURIComponent(request.code)}` : '/repackings'}
          isEdit={request !== undefined}
          isBusy={isSaving}
          isDisabled={
            !canSendRepacking({ targetPackageCode: target, resourcePackageCodes: resources }) || isLocked
          }
          placement="end"
          listTo="/repackings"
        />
      }
    >
      <RequestFormSection title="Packages to repack">
        <Controller
          control={form.control}
          name="targetPackageCode"
          render={({ field }) => (
            <PackagePicker
              label="Target Package"
              description="An arrived forwarding (F) box of yours, repacked once before its shipping is paid"
              value={field.value}
              onChange={(code) => {
                field.onChange(code);
                // The box cannot also be a package added into it.
                const kept = form.getValues('resourcePackageCodes').filter((added) => added !== code);
                form.setValue('resourcePackageCodes', kept);
              }}
              onBlur={field.onBlur}
              rule={targetRule}
              current={request?.targetPackage.code}
              error={errors.targetPackageCode?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="resourcePackageCodes"
          render={({ field }) => (
            <PackageChecklist
              label="Add Package"
              description="Your arrived packages to pack into the box"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              choices={offered}
              locker={locker}
              error={errors.resourcePackageCodes?.message}
            />
          )}
        />
      </RequestFormSection>
      <Textarea
        label="Note"
        description="Anything else our packers should know"
        autosize
        minRows={2}
        {...inputProps(form, 'memberNote')}
      />
      <Text size="sm" aria-live="polite">
        Repacking fee: {formatKrw(fee.totalKrw)} for the weight added ({fee.items[0]?.rule}), plus any weight
        taken out of the box; paid with shipping.
      </Text>
    </RequestFormFrame>
  );
}
