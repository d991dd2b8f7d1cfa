import {
  type Repacking,
  type RepackingRequestInput,
  repackingRequestSchema,
  repackingWeightProblem,
} from '@fanship/domain/warehouse/repacking';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's fields as typed: no box chosen yet is ''. */
export type RepackingFormValues = {
  targetPackageCode: string;
  resourcePackageCodes: string[];
  memberNote: string;
};

/** What the form knows of a package by its code: its weight (the locker's, or the request's own for an edit). */
export type RepackingFormContext = { weightOf: (code: string) => { weightGrams: number | null } | undefined };

/** A new repacking: the box chosen on its page (`?packageCode=`, a package's 'Repack') if any. */
export function emptyRepackingForm(targetPackageCode = ''): RepackingFormValues {
  return { targetPackageCode, resourcePackageCodes: [], memberNote: '' };
}

/** The form of a repacking being edited. */
export function valuesFromRepacking(repacking: Repacking): RepackingFormValues {
  return {
    targetPackageCode: repacking.targetPackage.code,
    resourcePackageCodes: repacking.resourcePackages.map((pkg) => pkg.code),
    memberNote: repacking.memberNote ?? '',
  };
}

/** The body the form sends (`POST /api/repacking-services`, `PATCH /api/repacking-services/{code}`). */
export function toRepackingInput(values: RepackingFormValues): RepackingRequestInput {
  return { ...values };
}

/** Whether Submit may be pressed (spec §5: a box and at least one package to add are chosen). */
export const canSendRepacking = (
  values: Pick<RepackingFormValues, 'targetPackageCode' | 'resourcePackageCodes'>,
) => values.targetPackageCode !== '' && values.resourcePackageCodes.length > 0;

/**
 * Checks the form with the contract the server uses (on the body the form will send), then the 200 kg the box and
 * the packages added may weigh together ('Total weight cannot exceed 200kg', on the packages); each message on its
 * field.
 */
export const repackingResolver: Resolver<RepackingFormValues, RepackingFormContext> = async (
  values,
  context,
) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] ??= { type: 'validation', message };
  };
  const parsed = repackingRequestSchema.safeParse(toRepackingInput(values));
  if (!parsed.success) for (const issue of parsed.error.issues) put(String(issue.path[0]), issue.message);
  const weightOf = (code: string) => context?.weightOf(code) ?? { weightGrams: null };
  put(
    'resourcePackageCodes',
    repackingWeightProblem(weightOf(values.targetPackageCode), values.resourcePackageCodes.map(weightOf)),
  );
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<RepackingFormValues> };
};
