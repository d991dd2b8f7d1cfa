import { type AlbumTypeCode, albumSize } from '@fanship/domain/warehouse/forwarding-code-lists';
import { forwardingMessages } from '@fanship/domain/warehouse/forwarding-fields';
import {
  type Inclusion,
  type InclusionRequestInput,
  inclusionMessages,
  inclusionRequestSchema,
} from '@fanship/domain/warehouse/inclusion';
import { inclusionRequestFee } from '@fanship/domain/warehouse/inclusion-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** One version as typed: the counts as the inputs hold them (text), checked by the contract on the way out. */
export type InclusionItemFormValues = {
  versionName: string;
  requestTotalQty: string;
  requestSignedQty: string;
  requestSealedQty: string;
  requestOfmQty: string;
};

/** An image already stored with the request (kept unless removed). */
export type KeptInclusionImage = { filename: string; tag: string; url: string };

/** The form's fields as typed (POB Only as the radio's 'yes'/'no'; `inclusionItems` as the body names them). */
export type InclusionFormValues = {
  targetPackageCodes: string[];
  albumName: string;
  albumType: string;
  benefitOnly: 'yes' | 'no';
  keepOptions: string[];
  posterOption: string;
  inclusionItems: InclusionItemFormValues[];
  memberNote: string;
  images: KeptInclusionImage[];
  confirmed: boolean;
};

/** A count typed in an item as a number: a whole number, else 0 (the contract gives the message). */
export function countOf(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text) : 0;
}

export function emptyInclusionItem(): InclusionItemFormValues {
  return {
    versionName: '',
    requestTotalQty: '',
    requestSignedQty: '',
    requestSealedQty: '',
    requestOfmQty: '',
  };
}

/** A new inclusion: the package chosen on its page (`?packageCode=`) if any, POB only (the spec's default). */
export function emptyInclusionForm(packageCode = ''): InclusionFormValues {
  return {
    targetPackageCodes: packageCode ? [packageCode] : [],
    albumName: '',
    albumType: '',
    benefitOnly: 'yes',
    keepOptions: [],
    posterOption: '',
    inclusionItems: [emptyInclusionItem()],
    memberNote: '',
    images: [],
    confirmed: false,
  };
}

/** The form of an inclusion being edited (the confirmation is asked again). */
export function valuesFromInclusion(inclusion: Inclusion): InclusionFormValues {
  const count = (value: number) => String(value);
  return {
    targetPackageCodes: inclusion.targetPackageCodes,
    albumName: inclusion.albumName,
    albumType: inclusion.albumType,
    benefitOnly: inclusion.benefitOnly ? 'yes' : 'no',
    keepOptions: inclusion.keepOptions,
    posterOption: inclusion.posterOption ?? '',
    inclusionItems:
      inclusion.items.length > 0
        ? inclusion.items.map((item) => ({
            versionName: item.versionName,
            requestTotalQty: count(item.totalQty),
            requestSignedQty: count(item.requestSignedQty),
            requestSealedQty: count(item.requestSealedQty),
            requestOfmQty: item.requestOfmQty > 0 ? count(item.requestOfmQty) : '',
          }))
        : [emptyInclusionItem()],
    memberNote: inclusion.memberNote,
    images: inclusion.images,
    confirmed: false,
  };
}

/**
 * The body the form sends (`POST /api/inclusion-services`, `PATCH …/{code}`): POB only sends no items, keep
 * options or poster option (the contract drops them too), and the images as filename and tag.
 */
export function toInclusionInput(values: InclusionFormValues): InclusionRequestInput {
  const pobOnly = values.benefitOnly === 'yes';
  return {
    targetPackageCodes: values.targetPackageCodes,
    albumName: values.albumName,
    // A missing album type is the contract's to refuse ('Album Type is required').
    albumType: values.albumType as InclusionRequestInput['albumType'],
    benefitOnly: pobOnly,
    keepOptions: pobOnly ? [] : (values.keepOptions as InclusionRequestInput['keepOptions']),
    posterOption: pobOnly ? null : (values.posterOption as InclusionRequestInput['posterOption']),
    inclusionItems: pobOnly ? [] : values.inclusionItems,
    memberNote: values.memberNote,
    images: values.images.map(({ filename, tag }) => ({ filename, tag: tag as 'USER_REQUEST' })),
  };
}

const contractResolver = zodResolver(inclusionRequestSchema as never) as unknown as Resolver<
  Record<string, unknown>
>;

/** Checks the form with the contract the server uses (on the body the form will send) and the confirmation box. */
export const inclusionResolver: Resolver<InclusionFormValues> = async (values, context, options) => {
  const result = await contractResolver(
    toInclusionInput(values) as unknown as Record<string, unknown>,
    context,
    options as never,
  );
  const errors = { ...(result.errors as FieldErrors<InclusionFormValues>) };
  // The contract checks these only once the rest of the body holds; the form says so at once.
  if (values.benefitOnly === 'no' && values.keepOptions.length === 0)
    errors.keepOptions ??= { type: 'required', message: inclusionMessages.keepOptionsRequired };
  if (values.benefitOnly === 'no' && !values.posterOption)
    errors.posterOption ??= { type: 'required', message: inclusionMessages.posterRequired };
  if (!values.confirmed) errors.confirmed = { type: 'required', message: forwardingMessages.confirmRequired };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The fee the domain prices the form at, or undefined while the album type (needed unless POB only) is missing. */
export function feeEstimate(
  pobOnly: boolean,
  albumType: string,
  items: InclusionFormValues['inclusionItems'],
  packages: readonly { type: string }[],
): number | undefined {
  if (!pobOnly && !albumSize(albumType)) return undefined;
  const fee = inclusionRequestFee(
    {
      benefitOnly: pobOnly,
      albumType: (albumType || 'STANDARD') as AlbumTypeCode,
      inclusionItems: items.map((item) => ({
        versionName: item.versionName,
        requestTotalQty: countOf(item.requestTotalQty),
        requestSignedQty: countOf(item.requestSignedQty),
        requestSealedQty: countOf(item.requestSealedQty),
        requestOfmQty: Math.min(countOf(item.requestOfmQty), countOf(item.requestTotalQty)),
        requestOpenedQty: 0,
      })),
    },
    packages,
  );
  return fee.totalKrw;
}
