import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../../lib/api-client.ts';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { RequestFormActions, RequestFormFrame } from './request-form-frame.tsx';
import { RequestItemsSection } from './request-items-section.tsx';
import { useRequestFormSubmit } from './use-request-form-submit.ts';

/** A throwaway kind's form: a title and items with a name, nothing else. */
type SampleValues = { title: string; items: { name: string }[] };

function SampleForm() {
  const form = useForm<SampleValues>({ defaultValues: { title: '', items: [{ name: 'Poster' }] } });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { submit, failure, isLocked } = useRequestFormSubmit(form, {
    save: (body) => apiRequest<{ code: string }>('/samples', { method: 'POST', body }),
    onSaved: () => undefined,
  });
  return (
    <RequestFormFrame
      label="New sample"
      onSubmit={submit}
      failure={failure}
      failureTitle="The sample was not sent"
      actions={
        <RequestFormActions
          closeTo="/samples"
          isEdit={false}
          isBusy={false}
          isDisabled={items.fields.length === 0 || isLocked}
          placement="end"
        />
      }
    >
      <TextInput label="Title" error={form.formState.errors.title?.message} {...form.register('title')} />
      <RequestItemsSection
        fields={items.fields}
        canAdd={items.fields.length < 2}
        onAdd={() => items.append({ name: '' })}
        canRemove
        onRemove={(index) => items.remove(index)}
        error={items.fields.length === 0 ? 'Add at least one item' : undefined}
        renderItem={(index) => <TextInput label="Item name" {...form.register(`items.${index}.name`)} />}
      />
    </RequestFormFrame>
  );
}

describe('the request form shell a kind gives its fields', () => {
  it("numbers the items, adds up to the kind's maximum, and locks Submit without items", async () => {
    resetSubmitLock();
    renderAt('/samples/new', <SampleForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('group', { name: 'Item 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one item');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it("keeps every value on a refused send and shows the server's message and its field message", async () => {
    resetSubmitLock();
    mockApi({
      'POST /api/samples': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Please check the form',
          fieldErrors: { title: 'Title is taken' },
        },
      },
    });
    renderAt('/samples/new', <SampleForm />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The sample was not sent')).toBeTruthy();
    expect(screen.getByText('Title is taken')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Mine');
    expect(screen.getByLabelText<HTMLInputElement>('Item name').value).toBe('Poster');
    // A failed send locks Submit for a moment (spec: 1 s).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
