import {
  type SplitRequestDetail,
  type SplitRequestInput,
  type SplitType,
  splitRequestSchema,
} from '@fanship/domain/warehouse/split';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's fields as typed: one text per new package (in objects, as a field array needs), no type chosen yet. */
export type SplitFormValues = {
  targetPackageCode: string;
  type: SplitType | '';
  contents: { text: string }[];
  memberNote: string;
};

/** A new split: the package chosen on its page (`?packageCode=`) if any, and two empty packages to describe. */
export function emptySplitForm(targetPackageCode = ''): SplitFormValues {
  return { targetPackageCode, type: '', contents: [{ text: '' }, { text: '' }], memberNote: '' };
}

/** The form of a split being edited. */
export function valuesFromSplit(split: SplitRequestDetail): SplitFormValues {
  return {
    targetPackageCode: split.targetPackage.code,
    type: split.type,
    contents: split.contents.map((text) => ({ text })),
    memberNote: split.memberNote ?? '',
  };
}

/** The body the form sends (`POST /api/split-services`, `PATCH /api/split-services/{code}`). */
export function toSplitInput(values: SplitFormValues): SplitRequestInput {
  return {
    // An unchosen type is the contract's to refuse ('K-Packet Split Option is required').
    type: values.type as SplitType,
    targetPackageCode: values.targetPackageCode,
    contents: values.contents.map((content) => content.text),
    memberNote: values.memberNote,
  };
}

/** Checks the form with the contract the server uses, on the body the form will send, each message on its field. */
export const splitResolver: Resolver<SplitFormValues> = async (values) => {
  const parsed = splitRequestSchema.safeParse(toSplitInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [first, index] = issue.path.map(String);
    const error = { type: 'validation', message: issue.message };
    if (first === 'contents') {
      // The list's own message on its root, each text's on the text (as react-hook-form keeps a field array's).
      errors.contents ??= [];
      const list = errors.contents as Record<string, unknown>;
      if (index === undefined) list.root ??= error;
      else list[index] ??= { text: error };
    } else if (first) {
      errors[first] ??= error;
    }
  }
  return { values: {}, errors: errors as FieldErrors<SplitFormValues> };
};
