import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savedApplicationInfo } from '../../../test/application-info-fixtures.ts';
import { chooseOption, mockApi, renderAt } from '../../../test/render.tsx';
import { ApplicationInfoPick } from './application-info-pick.tsx';
import { ApplicationInfoTable } from './application-info-table.tsx';

const mina = savedApplicationInfo();
const jisoo = savedApplicationInfo({ id: 5, name: 'Jisoo Kim', data: '' });
const list = 'GET /api/me/application-info';

afterEach(() => notifications.clean());

describe("the profile's applicant's information table", () => {
  it('lists name, information, Edit and Delete, with New Information', async () => {
    mockApi({ [list]: { body: [mina, jisoo] } });
    renderAt('/account', <ApplicationInfoTable />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Mina Park/ });
    expect(within(row).getByText('Phone 010-1234-5678')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/profile/application-info/edit/4',
    );
    expect(within(within(table).getByRole('row', { name: /Jisoo Kim/ })).getByText('-')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Information' }).getAttribute('href')).toBe(
      '/profile/application-info/new',
    );
  });

  it('deletes a record after the confirmation and reads the list again', async () => {
    let answered = [mina, jisoo];
    const { calls } = mockApi({
      [list]: () => ({ body: answered }),
      'DELETE /api/me/application-info/5': () => {
        answered = [mina];
        return { status: 204 };
      },
    });
    renderAt('/account', <ApplicationInfoTable />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Jisoo Kim' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Are you sure to delete this applicant's information?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Jisoo Kim')).toBeNull());
    expect(calls.filter((call) => call.key === list)).toHaveLength(2);
  });

  it("says 'Failed to Delete (message)' when the delete fails", async () => {
    mockApi({
      [list]: { body: [mina] },
      'DELETE /api/me/application-info/4': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Resource Not Found' },
      },
    });
    renderAt('/account', <ApplicationInfoTable />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mina Park' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to Delete (Resource Not Found)')).toBeTruthy();
  });

  it('says when there is none yet, and offers a retry when the list fails', async () => {
    mockApi({ [list]: { body: [] } });
    const first = renderAt('/account', <ApplicationInfoTable />);
    expect(await screen.findByText("No applicant's information yet.")).toBeTruthy();
    first.unmount();
    mockApi({ [list]: { status: 503, body: { code: 'UNAVAILABLE', message: 'Service unavailable' } } });
    renderAt('/account', <ApplicationInfoTable />);
    expect(await screen.findByText('Service unavailable', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 20_000);
});

describe('picking a saved applicant', () => {
  it('hands the chosen record over, with a link to add one', async () => {
    mockApi({ [list]: { body: [mina, jisoo] } });
    const picked: string[] = [];
    renderAt('/ofm/new', <ApplicationInfoPick onPick={(record) => picked.push(record.name)} />);
    const label = "Saved applicant's information";
    const input = () => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
    await waitFor(() => expect((input() as HTMLInputElement).disabled).toBe(false));
    await chooseOption(label, 'Jisoo Kim');
    expect(picked).toEqual(['Jisoo Kim']);
    expect(screen.getByRole('link', { name: "Add applicant's information" }).getAttribute('href')).toBe(
      '/profile/application-info/new',
    );
  });

  it('offers only the link while none is saved', async () => {
    mockApi({ [list]: { body: [] } });
    renderAt('/ofm/new', <ApplicationInfoPick onPick={() => {}} />);
    expect(await screen.findByText(/No saved applicant's information yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Add applicant's information" })).toBeTruthy();
    expect(screen.queryAllByLabelText("Saved applicant's information")).toEqual([]);
  });
});
