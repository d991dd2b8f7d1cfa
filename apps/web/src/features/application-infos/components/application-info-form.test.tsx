import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { savedApplicationInfo } from '../../../test/application-info-fixtures.ts';
import { fieldLabel, mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { ApplicationInfoForm } from './application-info-form.tsx';

const saved = savedApplicationInfo();

afterEach(() => {
  resetSubmitLock();
  notifications.clean();
});

const fieldValue = (label: string) => (screen.getByLabelText(fieldLabel(label)) as HTMLInputElement).value;
const type = typeInto;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

/** The edit page's form, with the dialogs it opens. */
const editForm = (
  <ModalsProvider>
    <ApplicationInfoForm record={saved} />
  </ModalsProvider>
);
const renderEdit = () => renderAt('/profile/application-info/edit/4', editForm);

describe('applicant information form', () => {
  it("asks for a name and refuses information over 3000 characters, in the spec's words, sending nothing", async () => {
    const { calls } = mockApi({});
    renderAt('/profile/application-info/new', <ApplicationInfoForm />);
    type('Information', 'x'.repeat(3001));
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Information is too long (Max 3000 characters)')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/me/application-info')).toBe(false);
  });

  it('creates the record and returns to the profile', async () => {
    const { calls } = mockApi({ 'POST /api/me/application-info': { status: 201, body: saved } });
    const { router } = renderAt('/profile/application-info/new', <ApplicationInfoForm />);
    type('Name', '  Mina Park ');
    type('Information', 'Phone 010-1234-5678');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const sent = calls.find((call) => call.key === 'POST /api/me/application-info');
    expect(sent?.body).toEqual({ name: 'Mina Park', data: 'Phone 010-1234-5678' });
  });

  it("says 'Failed to submit (message)', keeps what was typed and puts field messages on their fields", async () => {
    const answers = [
      { status: 409, body: { code: 'CONFLICT', message: 'Something changed' } },
      {
        status: 400,
        body: { code: 'VALIDATION', message: 'Name is required', fieldErrors: { name: 'Name is required' } },
      },
    ];
    mockApi({ 'PATCH /api/me/application-info/4': () => answers.shift() ?? {} });
    const { router } = renderEdit();
    expect(fieldValue('Name')).toBe('Mina Park');
    type('Information', 'New text');
    submit();
    expect(await screen.findByText('Failed to submit (Something changed)')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/application-info/edit/4');
    expect(fieldValue('Information')).toBe('New text');
    submit();
    expect(await screen.findByText('Failed to submit (Name is required)')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(fieldValue('Name')).toBe('Mina Park');
  });

  it("deletes only after the confirmation; says 'Failed to Delete (message)' on a failure, else returns to the profile", async () => {
    const answers = [{ status: 503, body: { code: 'UNAVAILABLE', message: 'Try later' } }, { status: 204 }];
    const { calls } = mockApi({ 'DELETE /api/me/application-info/4': () => answers.shift() ?? {} });
    const { router } = renderEdit();
    const deleteButton = () => screen.getByRole('button', { name: 'Delete Information' });
    fireEvent.click(deleteButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Are you sure to delete this applicant's information?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.key === 'DELETE /api/me/application-info/4')).toBe(false);

    for (const expected of ['stays', 'leaves']) {
      fireEvent.click(deleteButton());
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
      if (expected === 'stays') {
        expect(await screen.findByText('Failed to Delete (Try later)')).toBeTruthy();
        expect(router.state.location.pathname).toBe('/profile/application-info/edit/4');
      }
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
