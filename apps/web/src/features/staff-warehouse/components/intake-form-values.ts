/** The intake form's values, its body for `POST /api/staff/intake` and its check by the contract. */
import { type IntakeInput, type IntakeLookup, intakeSchema } from '@fanship/domain/warehouse/intake';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { photoName } from '../api/intake-api.ts';

/**
 * Where the parcel goes: one of the looked-up incomings (`incoming:IN…`), a package awaiting receipt (an OFM's
 * result, `expected:PK…`, decision 027), a member by ID, or the pool.
 */
export type Target = `incoming:${string}` | `expected:${string}` | 'member' | 'pool';

export type IntakeFormValues = {
  weightGrams: string;
  widthCm: string;
  lengthCm: string;
  heightCm: string;
  /** The uploaded photos' addresses. */
  photos: string[];
  staffNote: string;
  target: Target;
  arrival: 'ALL' | 'PARTIAL';
  memberCode: string;
  receiverName: string;
  carrierName: string;
  /** Why a number already on a package is received again ('Receive anyway'). */
  overrideReason: string;
};

/** The incomings a parcel can still be received into (registered, not yet received). */
export function receivableIncomings(lookup: IntakeLookup) {
  return lookup.incomings.filter((incoming) => incoming.status === 'SCIN01' && incoming.packageCode === null);
}

/**
 * The form's first destination: the only package awaiting receipt, else the only receivable incoming, else lost &
 * found (an unknown parcel is never lost).
 */
export function defaultTarget(lookup: IntakeLookup): Target {
  const [awaited, ...moreAwaited] = lookup.expected;
  if (awaited && moreAwaited.length === 0) return `expected:${awaited.code}`;
  const [only, ...others] = receivableIncomings(lookup);
  return only && others.length === 0 ? `incoming:${only.code}` : 'pool';
}

/** The body `POST /api/staff/intake` takes, from the form; `override` after 'Receive anyway', with its reason. */
export function intakeBody(values: IntakeFormValues, trackingNo: string, override = false): IntakeInput {
  const destination: IntakeInput['destination'] = values.target.startsWith('incoming:')
    ? { kind: 'incoming', incomingCode: values.target.slice('incoming:'.length), arrival: values.arrival }
    : values.target.startsWith('expected:')
      ? { kind: 'expected', packageCode: values.target.slice('expected:'.length) }
      : values.target === 'member'
        ? { kind: 'member', memberCode: values.memberCode }
        : { kind: 'pool', receiverName: values.receiverName, carrierName: values.carrierName };
  return {
    trackingNo,
    weightGrams: values.weightGrams,
    widthCm: values.widthCm,
    lengthCm: values.lengthCm,
    heightCm: values.heightCm,
    photos: values.photos.map(photoName),
    staffNote: values.staffNote,
    destination,
    ...(override ? { override: { reason: values.overrideReason } } : {}),
  };
}

/** A contract field's path to the form's field ('destination.memberCode' → 'memberCode'). */
export function formField(path: readonly PropertyKey[]): keyof IntakeFormValues | undefined {
  const [first, second] = path.map(String);
  if (first === 'override') return 'overrideReason';
  if (first === 'destination') {
    if (second === 'incomingCode' || second === 'packageCode' || second === 'kind' || second === undefined) {
      return 'target';
    }
    return second as keyof IntakeFormValues;
  }
  return first === 'trackingNo' ? undefined : (first as keyof IntakeFormValues);
}

/**
 * Checks the form by the contract on the body it will send, each message on its field. A field left while still
 * empty is not wrong until the submit (a field's own check names only it; a submit names every field): the form opens with
 * the focus in Weight, and choosing a destination first must not put 'Weight is required' in, moving the form
 * under the pointer.
 */
export function intakeResolver(trackingNo: string, override: boolean): Resolver<IntakeFormValues> {
  return async (values, _context, options) => {
    const parsed = intakeSchema.safeParse(intakeBody(values, trackingNo, override));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<IntakeFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = formField(issue.path);
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
    const [only, ...others] = options.names ?? [];
    const own = only as keyof IntakeFormValues | undefined;
    if (own && others.length === 0 && values[own] === '') delete errors[own];
    return { values: {}, errors };
  };
}

export const emptyValues = (lookup: IntakeLookup): IntakeFormValues => ({
  weightGrams: '',
  widthCm: '',
  lengthCm: '',
  heightCm: '',
  photos: [],
  staffNote: '',
  target: defaultTarget(lookup),
  arrival: 'ALL',
  memberCode: '',
  receiverName: '',
  carrierName: '',
  overrideReason: '',
});
