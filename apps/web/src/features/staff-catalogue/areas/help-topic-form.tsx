import { staffHelpTopicSchema } from '@fanship/domain/catalogue/help';
import type { StaffHelpTopicRecord } from '@fanship/domain/catalogue/staff-content';
import { Button, Card, Group, Input, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { NumberField, SelectField } from '../../../components/forms/form-fields.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { StaffFormFrame } from '../../../components/forms/staff-form-frame.tsx';
import { useStaffList } from '../api/staff-resource.ts';
import { helpCategoryResource, helpTopicResource } from '../api/staff-resources.ts';
import { StaffFormPage } from '../components/staff-form-page.tsx';
import { useStaffForm } from '../components/use-staff-form.ts';

const LIST_PATH = '/staff/help';

function HelpTopicForm({ record, id }: { record?: StaffHelpTopicRecord; id?: string }) {
  const [searchParams] = useSearchParams();
  const categories = useStaffList(helpCategoryResource);
  const { form, control, errors, frame } = useStaffForm(staffHelpTopicSchema, helpTopicResource, {
    defaultValues: {
      categoryId: record ? String(record.categoryId) : (searchParams.get('categoryId') ?? ''),
      title: record?.title ?? '',
      contentMarkdown: record?.contentMarkdown ?? '',
      faqs: record?.faqs ?? [],
      position: record?.position ?? 0,
    },
    id,
    listPath: LIST_PATH,
    savedMessage: record ? 'Topic updated.' : 'Topic created.',
  });
  const faqs = useFieldArray({ control, name: 'faqs' });
  const categoryOptions = (categories.data?.pages ?? [])
    .flatMap((page) => page.items)
    .map((category) => ({ value: String(category.id), label: category.title }));

  return (
    <StaffFormFrame {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField control={control} name="categoryId" label="Category" required data={categoryOptions} />
        <TextInput label="Title" withAsterisk {...inputProps(form, 'title')} />
        <NumberField control={control} name="position" label="Order" />
      </SimpleGrid>
      <Textarea
        label="Content (markdown)"
        autosize
        minRows={8}
        maxRows={30}
        {...inputProps(form, 'contentMarkdown')}
      />
      <Input.Wrapper label="FAQs" error={errors.faqs?.message ?? errors.faqs?.root?.message}>
        <Stack gap="sm" mt={6}>
          {faqs.fields.map((faq, index) => (
            <Card key={faq.id} withBorder padding="sm">
              <Stack gap="xs">
                <TextInput
                  label={`Question ${index + 1}`}
                  withAsterisk
                  {...inputProps(form, `faqs.${index}.question`)}
                />
                <Textarea
                  label="Answer (markdown)"
                  withAsterisk
                  autosize
                  minRows={2}
                  {...inputProps(form, `faqs.${index}.answerMarkdown`)}
                />
                <Group justify="flex-end" gap="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={index === 0}
                    onClick={() => faqs.move(index, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => faqs.remove(index)}>
                    Remove FAQ
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => faqs.append({ question: '', answerMarkdown: '' })}
            >
              Add FAQ
            </Button>
          </Group>
        </Stack>
      </Input.Wrapper>
    </StaffFormFrame>
  );
}

/** /staff/help/topics/new?categoryId= and /staff/help/topics/:id. */
export function HelpTopicFormPage() {
  return (
    <StaffFormPage resource={helpTopicResource} noun="Help topic" listPath={LIST_PATH} form={HelpTopicForm} />
  );
}
