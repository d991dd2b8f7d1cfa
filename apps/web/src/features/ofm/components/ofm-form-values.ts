import { parseFormNumber } from '@fanship/domain/pricing/form-number';
import {
  type FansignParticipation,
  OFM_OFFLINE_FIRST_HOUR_MINUTES,
  OFM_OFFLINE_MAX_VISIT_MINUTES,
  type OfmType,
  selectableOfmTypes,
} from '@fanship/domain/pricing/ofm-fee';
import {
  OFM_MAX_QUANTITY,
  OFM_MAX_UNIT_PRICE_KRW,
  OFM_MIN_UNIT_PRICE_KRW,
  OFM_SHOP_NAME_MAX,
  type OfmRequest,
  type OfmRequestInput,
  type OfmSourceType,
  ofmSourceTypes,
  takesShopTimes,
} from '@fanship/domain/requests/ofm';
import type { OfmDefaults } from '@fanship/domain/requests/ofm-defaults';

/** An image already uploaded (kept on edit, or uploaded by an earlier submit), shown from its private URL. */
export type KeptImage = { filename: string; tag: string; url: string };

export type OfmItemFormValues = {
  url: string;
  name: string;
  unitPrice: string;
  quantity: string;
  memberNote: string;
  images: KeptImage[];
};

/** The form's fields: the contract's, as typed (times in Korean wall-clock time), plus the two checkboxes. */
export type OfmFormValues = {
  type: OfmType;
  shopName: string;
  /** `YYYY-MM-DDTHH:mm` in Korean time, '' when not given. */
  shopOpenAt: string;
  shopCloseAt: string;
  videoCall: boolean;
  videoCallInfo: string;
  memberNote: string;
  visitMinutes: string;
  fansignParticipation: FansignParticipation;
  applicantName: string;
  applicantData: string;
  sourceType: OfmSourceType | null;
  sourceId: string | null;
  items: OfmItemFormValues[];
  confirmed: boolean;
  agreed: boolean;
};

export const emptyItem = (): OfmItemFormValues => ({
  url: '',
  name: '',
  unitPrice: '',
  quantity: '1',
  memberNote: '',
  images: [],
});

export function emptyOfmForm(): OfmFormValues {
  return {
    type: 'ONLINE_REGULAR',
    shopName: '',
    shopOpenAt: '',
    shopCloseAt: '',
    videoCall: false,
    videoCallInfo: '',
    memberNote: '',
    visitMinutes: String(OFM_OFFLINE_FIRST_HOUR_MINUTES),
    fansignParticipation: 'APPLY',
    applicantName: '',
    applicantData: '',
    sourceType: null,
    sourceId: null,
    items: [emptyItem()],
    confirmed: false,
    agreed: false,
  };
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * A moment as Korean wall-clock time for a `datetime-local` field (`2026-11-24T19:00`), whatever the browser's
 * time zone; '' for a missing or unreadable value.
 */
export function toKoreanLocal(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  return new Date(time + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Korean wall-clock time from the form as the API takes it (`…+09:00`), or null. */
export function fromKoreanLocal(value: string): string | null {
  return value ? `${value}+09:00` : null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const isSelectable = (type: unknown): type is OfmType =>
  typeof type === 'string' && (selectableOfmTypes as readonly string[]).includes(type);

export type Prefill = { values: OfmFormValues; notices: string[] };

/** What to tell the member when a prefilled shop name was cut to the form's limit. */
export function shopNameCutNotice(original: string): string {
  return `The shop name “${original}” is longer than ${OFM_SHOP_NAME_MAX} characters and was shortened to “${cutShopName(original)}”. Please check it.`;
}

/** A shop name cut to the form's limit (without a space left dangling at the cut). */
export function cutShopName(name: string): string {
  return name.slice(0, OFM_SHOP_NAME_MAX).trim();
}

/** The notice when `?defaultValues=` could not be read. */
export const badPrefillNotice =
  'The link you followed did not carry a readable request, so the form starts empty.';

/**
 * The form filled from a `?defaultValues=` prefill (spec: base64 of URL-encoded JSON): every field it carries, a
 * shop name over 20 characters cut with a notice, a type the member may not pick left at the default. Anything
 * unreadable is ignored, never thrown.
 */
export function prefillFrom(defaults: OfmDefaults): Prefill {
  const values = emptyOfmForm();
  const notices: string[] = [];
  if (isSelectable(defaults.type)) values.type = defaults.type;
  const shopName = text(defaults.shopName).trim();
  if (shopName.length > OFM_SHOP_NAME_MAX) notices.push(shopNameCutNotice(shopName));
  values.shopName = cutShopName(shopName);
  values.shopOpenAt = toKoreanLocal(defaults.shopOpenAt);
  values.shopCloseAt = toKoreanLocal(defaults.shopCloseAt);
  values.videoCall = defaults.videoCall === true;
  values.videoCallInfo = text(defaults.videoCallInfo);
  values.memberNote = text(defaults.memberNote);
  if (defaults.visitMinutes !== undefined && defaults.visitMinutes !== null) {
    values.visitMinutes = text(defaults.visitMinutes);
  }
  if (defaults.fansignParticipation === 'ATTEND') values.fansignParticipation = 'ATTEND';
  values.applicantName = text(defaults.applicantName);
  values.applicantData = text(defaults.applicantData);
  if ((ofmSourceTypes as readonly unknown[]).includes(defaults.sourceType)) {
    values.sourceType = defaults.sourceType as OfmSourceType;
    values.sourceId = text(defaults.sourceId) || null;
  }
  if (Array.isArray(defaults.items) && defaults.items.length > 0) {
    values.items = defaults.items
      .filter((item) => item !== null && typeof item === 'object')
      .map((item) => ({
        url: text(item.url),
        name: text(item.name),
        unitPrice: text(item.unitPrice),
        quantity: text(item.quantity) || '1',
        memberNote: text(item.memberNote),
        images: [],
      }));
  }
  return { values, notices };
}

/** The form filled from a saved request, for `/ofm/edit/{code}`. */
export function valuesFromRequest(request: OfmRequest): OfmFormValues {
  return {
    type: request.type,
    shopName: request.shopName,
    shopOpenAt: toKoreanLocal(request.shopOpenAt),
    shopCloseAt: toKoreanLocal(request.shopCloseAt),
    videoCall: request.videoCall,
    videoCallInfo: request.videoCallInfo ?? '',
    memberNote: request.memberNote ?? '',
    visitMinutes: String(request.visitMinutes ?? OFM_OFFLINE_FIRST_HOUR_MINUTES),
    fansignParticipation: request.fansignParticipation ?? 'APPLY',
    applicantName: request.applicantName ?? '',
    applicantData: request.applicantData ?? '',
    sourceType: (ofmSourceTypes as readonly string[]).includes(request.sourceType ?? '')
      ? (request.sourceType as OfmSourceType)
      : null,
    sourceId: request.sourceId,
    items: request.items.map((item) => ({
      url: item.url,
      name: item.name,
      unitPrice: String(item.unitPrice),
      quantity: String(item.quantity),
      memberNote: item.memberNote ?? '',
      images: item.images.map(({ filename, tag, url }) => ({ filename, tag, url })),
    })),
    confirmed: false,
    agreed: false,
  };
}

/** The API body for the form's values (the contract's input; the contract drops what a type does not take). */
export function toRequestInput(values: OfmFormValues): OfmRequestInput {
  const hasTimes = takesShopTimes(values.type);
  return {
    type: values.type,
    shopName: values.shopName,
    shopOpenAt: hasTimes ? fromKoreanLocal(values.shopOpenAt) : null,
    shopCloseAt: hasTimes ? fromKoreanLocal(values.shopCloseAt) : null,
    videoCall: values.videoCall,
    videoCallInfo: values.videoCall ? values.videoCallInfo : null,
    memberNote: values.memberNote,
    sourceType: values.sourceType,
    sourceId: values.sourceId,
    visitMinutes: values.type === 'OFFLINE' ? values.visitMinutes : null,
    fansignParticipation: values.type === 'PROXY_FANSIGN' ? values.fansignParticipation : null,
    applicantName: values.type === 'PROXY_FANSIGN' ? values.applicantName : null,
    applicantData: values.type === 'PROXY_FANSIGN' ? values.applicantData : null,
    items: values.items.map((item) => ({
      url: item.url,
      name: item.name,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      memberNote: item.memberNote,
      images: item.images.map(({ filename, tag }) => ({ filename, tag: tag as 'USER_REQUEST' })),
    })),
  };
}

/** The visit lengths offered for OFFLINE: one hour, then half-hour steps (the fee rounds up to the half-hour). */
export const visitLengthOptions = Array.from(
  { length: (OFM_OFFLINE_MAX_VISIT_MINUTES - OFM_OFFLINE_FIRST_HOUR_MINUTES) / 30 + 1 },
  (_, index) => {
    const minutes = OFM_OFFLINE_FIRST_HOUR_MINUTES + index * 30;
    const hours = minutes / 60;
    return { value: String(minutes), label: `${hours} hour${hours === 1 ? '' : 's'}` };
  },
);

/** The order value of the items the member has filled in validly so far (what the live breakdown prices). */
export function validOrderValue(items: readonly Pick<OfmItemFormValues, 'unitPrice' | 'quantity'>[]): number {
  let total = 0;
  for (const item of items) {
    const unitPrice = parseFormNumber(item.unitPrice);
    const quantity = parseFormNumber(item.quantity);
    if (
      typeof unitPrice === 'number' &&
      Number.isInteger(unitPrice) &&
      unitPrice >= OFM_MIN_UNIT_PRICE_KRW &&
      unitPrice <= OFM_MAX_UNIT_PRICE_KRW &&
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity >= 1 &&
      quantity <= OFM_MAX_QUANTITY
    ) {
      total += unitPrice * quantity;
    }
  }
  return total;
}
