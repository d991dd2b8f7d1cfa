import type {
  IncomingItemInput,
  IncomingRequest,
  IncomingRequestInput,
} from '@fanship/domain/warehouse/incoming';

export type IncomingItemFormValues = {
  name: string;
  categoryCode: string;
  unitPrice: string;
  quantity: string;
  memberNote: string;
};

/** The form's fields as typed: the contract's, numbers as text ('' for a carrier not given). */
export type IncomingFormValues = {
  sellerName: string;
  trackingNo: string;
  carrierName: string;
  memberNote: string;
  items: IncomingItemFormValues[];
};

export const emptyIncomingItem = (): IncomingItemFormValues => ({
  name: '',
  categoryCode: '',
  unitPrice: '',
  quantity: '1',
  memberNote: '',
});

/** A new incoming's form, its tracking number taken from the link (`/incomings/new?trackingNo=`) when given. */
export function emptyIncomingForm(trackingNo = ''): IncomingFormValues {
  return { sellerName: '', trackingNo, carrierName: '', memberNote: '', items: [emptyIncomingItem()] };
}

/** The form of an incoming being edited. */
export function valuesFromIncoming(request: IncomingRequest): IncomingFormValues {
  return {
    sellerName: request.sellerName,
    trackingNo: request.trackingNo,
    carrierName: request.carrierName ?? '',
    memberNote: request.memberNote ?? '',
    items: request.items.map((item) => ({
      name: item.name,
      categoryCode: item.categoryCode,
      unitPrice: String(item.unitPrice),
      quantity: String(item.quantity),
      memberNote: item.memberNote ?? '',
    })),
  };
}

/** The body the form sends (the contract reads the numbers and blanks itself). */
export function toIncomingInput(values: IncomingFormValues): IncomingRequestInput {
  return {
    sellerName: values.sellerName,
    trackingNo: values.trackingNo,
    carrierName: values.carrierName || null,
    memberNote: values.memberNote,
    // A category not chosen yet ('') is the contract's to refuse ('Category is required').
    items: values.items.map((item) => ({
      ...item,
      categoryCode: item.categoryCode as IncomingItemInput['categoryCode'],
    })),
  };
}
