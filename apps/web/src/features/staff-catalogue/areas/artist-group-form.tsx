import type { ArtistGroupDetail } from '@fanship/domain/catalogue/artists';
import { staffArtistGroupSchema } from '@fanship/domain/catalogue/staff-catalogue';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { ImagesField, SelectField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { artistGroupResource } from '../api/staff-resources.ts';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';
import { ArtistMembersEditor } from './artist-members-editor.tsx';

type FormInput = z.input<typeof staffArtistGroupSchema>;
const LIST_PATH = '/staff/artists';

function ArtistGroupForm({ record, id }: { record?: ArtistGroupDetail; id?: string }) {
  const { form, control, frame } = useStaffForm(staffArtistGroupSchema, artistGroupResource, {
    defaultValues: {
      code: record?.code ?? '',
      name: record?.name ?? '',
      type: record?.type ?? ('' as FormInput['type']),
      description: record?.description ?? '',
      imagePath: record?.imagePath ?? '',
      searchTerm: record?.searchTerm ?? '',
    },
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Artist updated.' : 'Artist created.',
    // A new artist opens for editing so its members can be added straight away.
    createdPath: (saved) => `/staff/artists/${encodeURIComponent((saved as ArtistGroupDetail).code)}`,
  });
  return (
    <StaffFormFrame {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Code" withAsterisk {...inputProps(form, 'code')} />
        <TextInput label="Name" withAsterisk {...inputProps(form, 'name')} />
        <SelectField
          control={control}
          name="type"
          label="Type"
          required
          data={[
            { value: 'G', label: 'Group (G)' },
            { value: 'S', label: 'Soloist (S)' },
          ]}
        />
        <TextInput
          label="Search terms"
          description="Other spellings the artist search should match."
          {...inputProps(form, 'searchTerm')}
        />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={3} {...inputProps(form, 'description')} />
      <ImagesField control={control} name="imagePath" label="Image" max={1} />
    </StaffFormFrame>
  );
}

/** /staff/artists/new and /staff/artists/:code (with the members editor). */
export function ArtistGroupFormPage() {
  return (
    <StaffFormPage
      resource={artistGroupResource}
      noun="Artist"
      listPath={LIST_PATH}
      form={ArtistGroupForm}
      below={(record) => <ArtistMembersEditor group={record} />}
    />
  );
}
