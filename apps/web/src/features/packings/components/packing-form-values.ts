import type { PackingTypeCode } from '@fanship/domain/warehouse/forwarding-code-lists';
import {
  type ForwardingPackage,
  forwardingItemType,
  forwardingMessages,
  totalWeightProblem,
} from '@fanship/domain/warehouse/forwarding-fields';
import {
  hasOfmItem,
  type Packing,
  type PackingRequestInput,
  packingRequestSchema,
  packingTypeProblem,
} from '@fanship/domain/warehouse/packing';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SnapshotAddress } from '../../addresses/index.ts';

/** The address a packing is sent to, as the form holds it: a saved address's fields, or the request's snapshot. */
export type PackingAddress = SnapshotAddress;

type YesNo = '' | 'yes' | 'no';

/** The form's fields as typed: nothing chosen yet is ''. */
export type PackingFormValues = {
  targetPackageCodes: string[];
  address: PackingAddress | null;
  requestType: PackingTypeCode | '';
  priority: YesNo;
  vacuumOption: string;
  posterOption: string;
  freebie: YesNo;
  memberNote: string;
  /** 'I have confirmed the above' (a form rule: the body has no field for it). */
  confirmed: boolean;
};

/** What the form knows of a ticked package: its weight and whether it holds goods bought through OFM. */
export type ChosenPackage = { code: string; weightGrams: number | null; ofm: boolean };

/** A package of the locker (its type tells OFM goods: an M package) as the form knows it. */
export function chosenFromLocker(pkg: {
  code: string;
  type: string;
  weightGrams: number | null;
}): ChosenPackage {
  return { code: pkg.code, weightGrams: pkg.weightGrams, ofm: forwardingItemType(pkg.type) === 'OFM' };
}

/** A package the request holds (an edit), as its page lists it with its items' types. */
export function chosenFromRequest(pkg: ForwardingPackage): ChosenPackage {
  return { code: pkg.code, weightGrams: pkg.weightGrams, ofm: hasOfmItem([pkg]) };
}

/** The resolver's context: what the form knows of a package by its code, for the 200 kg rule and the packing types. */
export type PackingFormContext = { packageOf: (code: string) => ChosenPackage | undefined };

/** The ticked packages the form knows of. */
export function chosenPackages(
  codes: readonly string[],
  context: PackingFormContext | undefined,
): ChosenPackage[] {
  return codes.flatMap((code) => context?.packageOf(code) ?? []);
}

/** A new packing: the package chosen on its page (`?packageCode=`) if any, everything else to choose. */
export function emptyPackingForm(packageCode = ''): PackingFormValues {
  return {
    targetPackageCodes: packageCode ? [packageCode] : [],
    address: null,
    requestType: '',
    priority: '',
    vacuumOption: '',
    posterOption: '',
    freebie: '',
    memberNote: '',
    confirmed: false,
  };
}

const yesNo = (value: boolean): YesNo => (value ? 'yes' : 'no');
/** A yes/no as the body's boolean (spec §7); unchosen is missing, for the contract's 'is required'. */
const toBoolean = (value: YesNo) => (value === '' ? (undefined as unknown as boolean) : value === 'yes');

/** The form of a packing being edited: its own values, its address as it was stored. */
export function valuesFromPacking(packing: Packing): PackingFormValues {
  return {
    targetPackageCodes: packing.targetPackages.map((pkg) => pkg.code),
    address: packing.address,
    requestType: packing.requestType as PackingTypeCode,
    priority: yesNo(packing.priority),
    vacuumOption: packing.vacuumOption,
    posterOption: packing.posterOption,
    freebie: yesNo(packing.freebie),
    memberNote: packing.memberNote ?? '',
    confirmed: false,
  };
}

/** Whether a ticked package holds goods bought through OFM (spec §4: domestic packing is then disabled). */
export function holdsOfmGoods(packages: readonly ChosenPackage[]): boolean {
  return packages.some((pkg) => pkg.ofm);
}

/** The body the form sends (`POST /api/packing-services/request`, `PATCH /api/packing-services/{code}`). */
export function toPackingInput(values: PackingFormValues): PackingRequestInput {
  return {
    targetPackageCodes: values.targetPackageCodes,
    // A missing address or option is the contract's to refuse, with the spec's message.
    address: values.address as PackingRequestInput['address'],
    requestType: values.requestType as PackingTypeCode,
    priority: toBoolean(values.priority),
    vacuumOption: values.vacuumOption as PackingRequestInput['vacuumOption'],
    posterOption: values.posterOption as PackingRequestInput['posterOption'],
    freebie: toBoolean(values.freebie),
    memberNote: values.memberNote,
  };
}

/**
 * Checks the form with the contract the server uses (on the body the form will send), then the rules that need the
 * packages (200 kg in all, the packing type the address and goods allow) and the confirmation box; each message on
 * its field.
 */
export const packingResolver: Resolver<PackingFormValues, PackingFormContext> = async (values, context) => {
  const errors: Record<string, { type: string; message: string }> = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] ??= { type: 'validation', message };
  };
  const parsed = packingRequestSchema.safeParse(toPackingInput(values));
  if (!parsed.success) for (const issue of parsed.error.issues) put(String(issue.path[0]), issue.message);
  const packages = chosenPackages(values.targetPackageCodes, context);
  put('targetPackageCodes', totalWeightProblem(packages));
  if (values.requestType) {
    const countryCode = values.address?.countryCode ?? null;
    put(
      'requestType',
      packingTypeProblem(values.requestType, { countryCode, hasOfmItem: holdsOfmGoods(packages) }),
    );
  }
  if (!values.confirmed) put('confirmed', forwardingMessages.confirmRequired);
  return Object.keys(errors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: errors as FieldErrors<PackingFormValues> };
};
