import {
  type StaffInterestKeywordInput,
  type StaffInterestKeywordRecord,
  type StaffInterestKeywordValues,
  staffInterestKeywordSchema,
} from '@fanship/domain/catalogue/interests';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { NumberField, SelectField, SwitchField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { interestKeywordResource } from '../api/staff-resources.ts';
import { DialogForm, useDialogSave } from '../components/dialog-form.tsx';

const messages = { created: 'Keyword added.', updated: 'Keyword updated.' };

/** What the dialog edits: a keyword, or a new one (under `parentId` when adding a sub-keyword). */
export type KeywordDraft = StaffInterestKeywordRecord | { parentId: number | null };

/** The form's first values: the keyword's, or a blank active one under the draft's parent. */
function draftValues(draft: KeywordDraft): StaffInterestKeywordInput {
  const existing = 'id' in draft ? draft : undefined;
  return {
    keyword: existing?.keyword ?? '',
    name: existing?.name ?? '',
    parentId: draft.parentId === null ? '' : String(draft.parentId),
    position: existing?.position ?? 0,
    active: existing?.active ?? true,
  };
}

/**
 * Adds or edits an interest keyword: its code, name, parent (none for a top-level keyword), order and whether
 * members are offered it.
 */
export function InterestKeywordForm({
  draft,
  parents,
  onDone,
}: {
  draft: KeywordDraft;
  /** The top-level keywords a keyword may sit under. */
  parents: StaffInterestKeywordRecord[];
  onDone: () => void;
}) {
  const existing = 'id' in draft ? draft : undefined;
  const form = useForm<StaffInterestKeywordInput, unknown, StaffInterestKeywordValues>({
    ...validateOnBlur,
    resolver: zodResolver(staffInterestKeywordSchema),
    defaultValues: draftValues(draft),
  });
  const parentChoices = [
    { value: '', label: 'None (top-level keyword)' },
    ...parents
      .filter((parent) => parent.id !== existing?.id)
      .map((parent) => ({ value: String(parent.id), label: parent.name })),
  ];
  const save = useDialogSave(interestKeywordResource, form, { id: existing?.id, messages, onDone });
  return (
    <DialogForm save={save} submitLabel="Save keyword">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk {...inputProps(form, 'name')} />
        <TextInput label="Keyword" placeholder="STRAY_KIDS" withAsterisk {...inputProps(form, 'keyword')} />
        <SelectField control={form.control} name="parentId" label="Parent" data={parentChoices} />
        <NumberField control={form.control} name="position" label="Order" />
      </SimpleGrid>
      <SwitchField control={form.control} name="active" label="Active (offered to members)" />
    </DialogForm>
  );
}
