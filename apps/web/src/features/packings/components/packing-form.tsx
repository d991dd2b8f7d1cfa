import {
  type Packing,
  packingTargetTypes,
  packingTypeChoices,
  settlePackingType,
} from '@fanship/domain/warehouse/packing';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { PackageChecklistField, usePackageChoices } from '../../packages/index.ts';
import { KindFormFrame, RequestFormSection, RequestNoteField, useKindForm } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';
import { PackingAddressSection, PackingOptionsSection } from './packing-form-sections.tsx';
import { PackingConfirmation, PackingFeeEstimate } from './packing-form-side.tsx';
import {
  chosenFromLocker,
  chosenFromRequest,
  chosenPackages,
  holdsOfmGoods,
  type PackingFormContext,
  type PackingFormValues,
  packingResolver,
  toPackingInput,
} from './packing-form-values.ts';

/** The packages a packing may take: arrived R, M, T and L packages (spec §4). */
const packingPackageRule = { types: packingTargetTypes, statuses: ['ARRIVED'] } as const;

type PackingFormProps = {
  initialValues: PackingFormValues;
  /** The packing being edited (PATCH), absent for a new one (POST). */
  request?: Packing;
};

/**
 * `/packings/new` and `/packings/edit/{code}` (spec §5 "Packing form"): the packages to pack (the member's arrived
 * packages, with their weights and the total against 200 kg), the address from the address book, the packing type
 * (§4: a type the address or OFM goods rule out is disabled with the reason, and a chosen type that becomes disabled
 * switches to the first enabled one), priority, vacuum, posters, freebies, a note, and the notice list with its
 * confirmation. Fields are checked as they are left with the spec's messages; a refused save keeps everything and
 * shows the server's message. A new packing goes to the list, an edit to its page.
 */
export function PackingForm({ initialValues, request }: PackingFormProps) {
  const held = useMemo(() => request?.targetPackages.map((pkg) => pkg.code) ?? [], [request]);
  const { locker, choices } = usePackageChoices(packingPackageRule, held);
  const context = useMemo<PackingFormContext>(() => ({ packageOf: () => undefined }), []);
  const form = useForm<PackingFormValues, PackingFormContext>({
    ...validateOnBlur,
    resolver: packingResolver,
    defaultValues: initialValues,
    context,
  });
  const [codes, address, priority, vacuum] = useWatch({
    control: form.control,
    name: ['targetPackageCodes', 'address', 'priority', 'vacuumOption'],
  });
  // The resolver reads the packages (weights, OFM goods) through the context: kept current as the locker loads.
  context.packageOf = (code) => {
    const inLocker = choices.find((pkg) => pkg.code === code);
    if (inLocker) return chosenFromLocker(inLocker);
    const own = request?.targetPackages.find((pkg) => pkg.code === code);
    return own ? chosenFromRequest(own) : undefined;
  };
  const chosen = chosenPackages(codes, context);
  const typeChoices = packingTypeChoices({
    countryCode: address?.countryCode ?? null,
    hasOfmItem: holdsOfmGoods(chosen),
  });
  const typeKey = typeChoices.map((choice) => Number(choice.enabled)).join('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when which types are enabled changes
  useEffect(() => {
    const current = form.getValues('requestType');
    if (!current) return;
    const settled = settlePackingType(current, typeChoices) ?? '';
    if (settled !== current)
      form.setValue('requestType', settled, { shouldValidate: form.formState.isSubmitted });
  }, [typeKey]);

  const submission = useKindForm(form, {
    noun: 'packing',
    code: request?.code,
    useSave: packingsApi.useSave,
    toInput: toPackingInput,
  });

  return (
    <KindFormFrame
      submission={submission}
      side={
        <>
          <PackingFeeEstimate
            packageCount={codes.length}
            priority={priority === 'yes'}
            vacuum={vacuum !== '' && vacuum !== 'NONE'}
          />
          <PackingConfirmation
            field={form.register('confirmed')}
            error={form.formState.errors.confirmed?.message}
          />
        </>
      }
    >
      <RequestFormSection title="Packages to pack">
        <PackageChecklistField
          control={form.control}
          name="targetPackageCodes"
          label="Target Package"
          description="Your arrived packages: they are packed together into one box (or more, over 25 kg)"
          choices={choices}
          locker={locker}
        />
      </RequestFormSection>
      <PackingAddressSection form={form} />
      <PackingOptionsSection form={form} choices={typeChoices} />
      <RequestNoteField form={form} name="memberNote" description="Anything else our packers should know" />
    </KindFormFrame>
  );
}
