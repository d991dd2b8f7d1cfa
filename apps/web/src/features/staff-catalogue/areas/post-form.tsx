import { blogSubTypeLabels, blogSubTypes, postKinds } from '@fanship/domain/catalogue/catalogue-constants';
import { type PostDetail, staffPostSchema } from '@fanship/domain/catalogue/posts';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ImagesField, SelectField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { codeOptions } from '../../../lib/code-options.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { postResource } from '../api/staff-resources.ts';
import { StaffFormPage, useStaffFormFrame } from '../components/staff-form-page.tsx';
import { postKindLabels } from './post-list.tsx';

type FormInput = z.input<typeof staffPostSchema>;
type Output = z.output<typeof staffPostSchema>;

function PostForm({ record, id }: { record?: PostDetail; id?: string }) {
  const [searchParams] = useSearchParams();
  const kindParam = postKinds.find((value) => value === searchParams.get('kind'));
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(staffPostSchema),
    defaultValues: {
      kind: record?.kind ?? kindParam ?? 'POST',
      subType: record?.subType ?? '',
      title: record?.title ?? '',
      contentHtml: record?.contentHtml ?? '',
      imagePath: record?.imagePath ?? '',
    },
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const listPath = `/staff/posts?kind=${kind || 'POST'}`;
  // Only blog posts have a sub-type: choosing another kind clears it.
  useEffect(() => {
    if (kind !== 'POST') form.setValue('subType', '');
  }, [kind, form]);
  const frame = useStaffFormFrame<Output>(postResource, form, {
    id,
    listPath,
    savedMessage: record ? 'Post updated.' : 'Post published.',
  });
  return (
    <StaffFormFrame {...frame}>
      <TextInput label="Title" withAsterisk {...inputProps(form, 'title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="kind"
          label="Kind"
          required
          data={codeOptions(postKinds, postKindLabels)}
        />
        {kind === 'POST' && (
          <SelectField
            control={control}
            name="subType"
            label="Sub-type"
            clearable
            data={codeOptions(blogSubTypes, blogSubTypeLabels)}
          />
        )}
      </SimpleGrid>
      <ImagesField control={control} name="imagePath" label="Image" max={1} />
      <Textarea
        label="Content (HTML)"
        withAsterisk
        description="Scripts and unsafe attributes are removed on save."
        autosize
        minRows={10}
        maxRows={30}
        {...inputProps(form, 'contentHtml')}
      />
    </StaffFormFrame>
  );
}

/** /staff/posts/new?kind= and /staff/posts/:id. */
export function PostFormPage() {
  return <StaffFormPage resource={postResource} noun="Post" listPath="/staff/posts" form={PostForm} />;
}
