import {
  type Shipping,
  type ShippingRequestInput,
  shippingRequestSchema,
} from '@fanship/domain/warehouse/shipping';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SnapshotAddress } from '../../addresses/index.ts';

/** The form's fields as typed: nothing chosen yet is '' (or no address). */
export type ShippingFormValues = {
  targetPackageCode: string;
  address: SnapshotAddress | null;
  requestedCarrier: string;
  memberNote: string;
};

/** A new shipping: the box chosen on its page (`?packageCode=`, a package's 'Ship') if any. */
export function emptyShippingForm(targetPackageCode = ''): ShippingFormValues {
  return { targetPackageCode, address: null, requestedCarrier: '', memberNote: '' };
}

/** The form of a shipping being edited: its box, its address as it was stored, its carrier and note. */
export function valuesFromShipping(shipping: Shipping): ShippingFormValues {
  return {
    targetPackageCode: shipping.targetPackage.code,
    address: shipping.address,
    requestedCarrier: shipping.requestedCarrier,
    memberNote: shipping.memberNote ?? '',
  };
}

/** The body the form sends (`POST /api/shipping-services/request`, `PATCH /api/shipping-services/{code}`). */
export function toShippingInput(values: ShippingFormValues): ShippingRequestInput {
  // A missing address is the contract's to refuse, with the spec's message.
  return { ...values, address: values.address as ShippingRequestInput['address'] };
}

/** Checks the form with the contract the server uses, on the body the form will send; each message on its field. */
export const shippingResolver: Resolver<ShippingFormValues> = async (values) => {
  const parsed = shippingRequestSchema.safeParse(toShippingInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0])] ??= { type: 'validation', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<ShippingFormValues> };
};
