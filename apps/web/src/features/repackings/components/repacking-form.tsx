import { formatKrw } from '@fanship/domain/pricing/money';
import {
  REPACKING_PACKAGE_STATUS,
  type Repacking,
  repackingRequestFee,
  repackingResourceTypes,
  repackingTargetTypes,
} from '@fanship/domain/warehouse/repacking';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { PackageChecklistField, PackagePickerField, usePackageChoices } from '../../packages/index.ts';
import { KindFormFrame, RequestFormSection, RequestNoteField, useKindForm } from '../../requests/index.ts';
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
  const submission = useKindForm(form, {
    noun: 'repacking',
    code: request?.code,
    useSave: repackingsApi.useSave,
    toInput: toRepackingInput,
  });

  return (
    <KindFormFrame
      submission={submission}
      isDisabled={!canSendRepacking({ targetPackageCode: target, resourcePackageCodes: resources })}
    >
      <RequestFormSection title="Packages to repack">
        <PackagePickerField
          control={form.control}
          name="targetPackageCode"
          label="Target Package"
          description="An arrived forwarding (F) box of yours, repacked once before its shipping is paid"
          onPick={(code) => {
            // The box cannot also be a package added into it.
            const kept = form.getValues('resourcePackageCodes').filter((added) => added !== code);
            form.setValue('resourcePackageCodes', kept);
          }}
          rule={targetRule}
          current={request?.targetPackage.code}
        />
        <PackageChecklistField
          control={form.control}
          name="resourcePackageCodes"
          label="Add Package"
          description="Your arrived packages to pack into the box"
          choices={offered}
          locker={locker}
        />
      </RequestFormSection>
      <RequestNoteField form={form} name="memberNote" description="Anything else our packers should know" />
      <Text size="sm" aria-live="polite">
        Repacking fee: {formatKrw(fee.totalKrw)} for the weight added ({fee.items[0]?.rule}), plus any weight
        taken out of the box; paid with shipping.
      </Text>
    </KindFormFrame>
  );
}
