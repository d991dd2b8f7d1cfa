import { requestKinds } from '@fanship/domain/requests/request-kinds';
import { codeLists } from '@fanship/domain/warehouse/code-lists';
import type { PackageSummary } from '@fanship/domain/warehouse/packages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSubmitLock } from '../../../lib/submit-lock.ts';
import { packageDetail as detail, packageSummary as summary } from '../../../test/package-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { availableActions } from './package-actions.tsx';
import { PackageDetail } from './package-detail.tsx';
import { PackageList } from './package-list.tsx';

const lists = { 'GET /api/code-lists': { body: codeLists() } };

// A save locks submit for 3 s across the app; each case starts unlocked.
beforeEach(() => resetSubmitLock());

const page = (content: PackageSummary[]) => ({
  body: { content, currentPage: 1, totalPages: 1, totalElements: content.length },
});

describe('the package list', () => {
  it('shows only existing packages by default; unchecking the box asks for all and says so in the address', async () => {
    const { calls } = mockApi({
      ...lists,
      'GET /api/packages': page([summary(1), summary(2, { itemCount: 1 })]),
    });
    const { router } = renderAt('/packages', <PackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    expect(within(table).getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/packages/PK2603010001',
    );
    expect(within(table).getByText('Mini album +2')).toBeTruthy();
    expect(within(table).getAllByText('1.25 kg')).toHaveLength(2);
    expect(within(table).getAllByText('35 days left')).toHaveLength(2);
    const checkbox = screen.getByRole('checkbox', { name: 'Show only existing' });
    expect(checkbox).toHaveProperty('checked', true);
    expect(calls.find((call) => call.key === 'GET /api/packages')?.search).toBe('');

    fireEvent.click(checkbox);
    await waitFor(() => expect(router.state.location.search).toBe('?showOnlyExisting=false'));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/packages').at(-1)?.search).toBe(
        '?showOnlyExisting=false',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Show only existing' })).toHaveProperty('checked', false);
  });

  it('searches by code and tracking number from the address, on Enter, at most 20 characters each', async () => {
    const { calls } = mockApi({ ...lists, 'GET /api/packages': page([summary(1)]) });
    const { router } = renderAt('/packages?page=2', <PackageList />);
    const code = (await screen.findByRole('searchbox', { name: 'Code' })) as HTMLInputElement;
    const tracking = screen.getByRole('searchbox', { name: 'Tracking No.' }) as HTMLInputElement;
    expect(code.maxLength).toBe(20);
    expect(tracking.maxLength).toBe(20);
    fireEvent.change(tracking, { target: { value: ' cj555 ' } });
    fireEvent.keyDown(tracking, { key: 'Enter' });
    // A new search starts again at the first page.
    await waitFor(() => expect(router.state.location.search).toBe('?trackingNo=cj555'));
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/packages').at(-1)?.search).toBe(
        '?trackingNo=cj555',
      ),
    );
    fireEvent.change(code, { target: { value: 'PK26' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?trackingNo=cj555&code=PK26'));
  });

  it('says when nothing matches the search', async () => {
    mockApi({ ...lists, 'GET /api/packages': page([]) });
    renderAt('/packages?code=PK99', <PackageList />);
    expect(await screen.findByText('No package matches this search.')).toBeTruthy();
  });

  it('shows the storage fee once free storage is over', async () => {
    mockApi({
      ...lists,
      'GET /api/packages': page([
        summary(1, {
          storage: {
            daysStored: 50,
            freeDays: 45,
            daysLeft: -5,
            lastFreeDay: '2026-04-14',
            warning: true,
            chargeableDays: 5,
            feeKrw: 7_500,
          },
        }),
      ]),
    });
    renderAt('/packages', <PackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    expect(within(table).getByText(/Fee/).textContent).toContain('₩7,500');
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    mockApi({ ...lists, 'GET /api/packages': page([]) });
    const first = renderAt('/packages', <PackageList />);
    expect(await screen.findByText(/You have no packages yet/)).toBeTruthy();
    first.unmount();
    mockApi({
      ...lists,
      'GET /api/packages': {
        status: 500,
        body: { code: 'INTERNAL', message: 'The list could not be read.' },
      },
    });
    renderAt('/packages', <PackageList />);
    expect(await screen.findByText('The list could not be read.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks the export dates before downloading', async () => {
    const { calls } = mockApi({ ...lists, 'GET /api/packages': page([summary(1)]) });
    renderAt('/packages', <PackageList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Excel' });
    fireEvent.change(within(dialog).getByLabelText('Created from'), { target: { value: '2026-03-05' } });
    fireEvent.change(within(dialog).getByLabelText('Created to'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('The start date must not be after the end date')).toBeTruthy();
    expect(calls.some((call) => call.key === 'GET /api/packages/get-all-packages')).toBe(false);
  });
});

describe('a package page', () => {
  it('shows weight in kg, size in cm, the storage warning, fees, photos and the timeline', async () => {
    mockApi({ ...lists, 'GET /api/packages/PK2603010001': { body: detail() } });
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    expect(await screen.findByRole('heading', { name: '[Package] PK2603010001' })).toBeTruthy();
    expect(screen.getByText('1.25 kg')).toBeTruthy();
    expect(screen.getByText('30.5 × 20 × 10 cm')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OF2603010001' }).getAttribute('href')).toBe('/ofm/OF2603010001');
    expect(screen.getByRole('link', { name: "New Applicant's Information" }).getAttribute('href')).toBe(
      '/profile/application-info/new',
    );
    const storage = screen.getByRole('region', { name: 'Storage' });
    expect(within(storage).getByText('4 days left')).toBeTruthy();
    expect(within(storage).getByText('Free storage ends soon')).toBeTruthy();
    expect(within(storage).getByText(/Last free day: 2026-04-14/)).toBeTruthy();
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(within(fees).getByText('Unboxing video')).toBeTruthy();
    expect(within(fees).getByText('UB2603010001')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Reminder sent: free storage ends in 7 days')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enlarge photo 1' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 1' })).toBeTruthy();
  });

  it('says an OFM package awaiting receipt has no storage countdown yet, in the list and on its page (decision 027)', async () => {
    mockApi({
      ...lists,
      'GET /api/packages': page([summary(1, { type: 'M', status: 'AWAITING_RECEIPT', storage: null })]),
      'GET /api/packages/PK2603010001': {
        body: detail({ type: 'M', status: 'AWAITING_RECEIPT', countdown: null, actions: [] }),
      },
    });
    renderAt('/packages', <PackageList />);
    const table = await screen.findByRole('table', { name: 'Packages' });
    await waitFor(() => expect(within(table).getByText('Awaiting receipt')).toBeTruthy());
    expect(within(table).queryByText(/days left/)).toBeNull();
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    const storage = await screen.findByRole('region', { name: 'Storage' });
    expect(storage.textContent).toContain(
      'Awaiting receipt: free storage starts when the goods are received at our warehouse.',
    );
  });

  it('shows two videos, then the rest after Show more', async () => {
    const videos = [1, 2, 3].map((id) => ({ id, url: `/api/files/v${id}.mp4` }));
    mockApi({ ...lists, 'GET /api/packages/PK2603010001': { body: detail({ videos }) } });
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    await screen.findByRole('heading', { name: '[Package] PK2603010001' });
    const media = screen.getByRole('region', { name: 'Photos and videos' });
    expect(media.querySelectorAll('video')).toHaveLength(2);
    expect(media.querySelector('video')?.getAttribute('preload')).toBe('metadata');
    fireEvent.click(within(media).getByRole('button', { name: 'Show more (1)' }));
    expect(media.querySelectorAll('video')).toHaveLength(3);
  });

  it('shows the 404 page for a package that is not the member’s', async () => {
    mockApi(lists);
    renderAt('/packages/PK2603019999', <PackageDetail code="PK2603019999" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('saves the note, refusing one over 3000 characters', async () => {
    const { calls } = mockApi({
      ...lists,
      'GET /api/packages/PK2603010001': { body: detail() },
      'PATCH /api/packages/PK2603010001': (body) => ({
        body: detail({ memberNote: (body as { memberNote: string }).memberNote }),
      }),
    });
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit note' }));
    const note = screen.getByLabelText('Your note');
    fireEvent.change(note, { target: { value: 'n'.repeat(3001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note is too long (max. 3000 characters)')).toBeTruthy();
    expect(calls.some((call) => call.key === 'PATCH /api/packages/PK2603010001')).toBe(false);
    fireEvent.change(note, { target: { value: 'Please keep the box.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Please keep the box.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'PATCH /api/packages/PK2603010001')?.body).toEqual({
      memberNote: 'Please keep the box.',
    });
  });

  it('sends the item edit in one PUT, and keeps it with the spec’s message when it fails', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'Failed to edit package items',
        fieldErrors: {
          'edited.0.id': 'This item is not in the package. Reload the package to see its items.',
        },
      },
    };
    const { calls } = mockApi({
      ...lists,
      'GET /api/packages/PK2603010001': { body: detail() },
      'PUT /api/packages/PK2603010001/items': () => answer,
    });
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit items' }));
    const form = screen.getByRole('form', { name: 'Edit items' });
    const first = within(form).getByRole('group', { name: 'Item 1' });
    fireEvent.change(within(first).getByLabelText(/Unit price/), { target: { value: '19000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Delete item 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    // The second item was deleted: the added row takes its place, named as new.
    const added = within(form).getByRole('group', { name: 'New item 2' });
    fireEvent.change(within(added).getByLabelText(/Item name/), { target: { value: 'Poster' } });
    fireEvent.change(within(added).getByLabelText(/Unit price/), { target: { value: '3,000' } });
    fireEvent.click(within(added).getByRole('combobox', { name: /Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Official merchandise' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save items' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Failed to edit package items');
    expect(alert.textContent).toContain('This item is not in the package.');
    const puts = calls.filter((call) => call.key === 'PUT /api/packages/PK2603010001/items');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      added: [{ name: 'Poster', category: 'MERCH', unitPrice: 3_000, quantity: 1, memberNote: null }],
      edited: [
        { id: 11, name: 'Mini album', category: 'ALBUM', unitPrice: 19_000, quantity: 2, memberNote: null },
      ],
      deletedIds: [12],
    });
    // The edit is kept for another try.
    expect(within(first).getByLabelText(/Unit price/)).toHaveProperty('value', '19000');

    answer = { status: 200, body: detail({ items: [detail().items[0]!], canEditItems: true }) };
    fireEvent.click(within(form).getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit items' })).toBeNull());
  });

  it('offers no item edits when the package does not allow them', async () => {
    mockApi({ ...lists, 'GET /api/packages/PK2603010001': { body: detail({ canEditItems: false }) } });
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    await screen.findByRole('heading', { name: '[Package] PK2603010001' });
    expect(screen.queryByRole('button', { name: 'Edit items' })).toBeNull();
  });
});

describe('package actions', () => {
  it("link each action the server offers to its kind's form with the package chosen, built kinds only", () => {
    const isBuilt = (name: string) => requestKinds.find((kind) => kind.machine.kind === name)?.built;
    const chosen = '?packageCode=PK2603010001';
    // Each action the server may offer, and the link it becomes (a kind the web app does not know: none).
    const links: Record<string, { label: string; to: string }> = {
      incoming: { label: 'Add Item Information', to: '/incomings/new?trackingNo=CJ%201' },
      split: { label: 'Split', to: `/splits/new${chosen}` },
      inclusion: { label: 'Request Inclusion', to: `/inclusions/new${chosen}` },
      packing: { label: 'Request Packing', to: `/packings/new${chosen}` },
      shipping: { label: 'Ship', to: `/shippings/new${chosen}` },
      repacking: { label: 'Repack', to: `/repackings/new${chosen}` },
    };
    const offered = [...Object.keys(links), 'unknown-kind'];
    const actions = availableActions(detail({ actions: offered, trackingNo: 'CJ 1' }));
    expect(actions).toEqual(offered.filter(isBuilt).map((name) => links[name]));
  });

  it('offers nothing the server does not: no rule of its own (an arrived R package with no actions has no Split)', () => {
    expect(availableActions(detail({ type: 'R', status: 'ARRIVED', actions: [] }))).toEqual([]);
  });
});

describe('where a package came from', () => {
  it('lists each parent package with a link to its page, its items, value and fees, and the request that made it', async () => {
    mockApi({
      ...lists,
      'GET /api/packages/PK2603060001': {
        body: detail({
          code: 'PK2603060001',
          type: 'T',
          sourceCode: 'SP2603050001',
          sourcePath: '/splits/SP2603050001',
          parentPackages: [
            {
              code: 'PK2603010001',
              items: [
                {
                  id: 11,
                  name: 'Mini album',
                  category: 'ALBUM',
                  unitPrice: 20_000,
                  quantity: 2,
                  memberNote: null,
                },
              ],
              itemValue: 40_000,
              fees: [{ subType: 'UNBOXING', name: 'Unboxing video', amount: 2_500 }],
            },
          ],
        }),
      },
    });
    renderAt('/packages/PK2603060001', <PackageDetail code="PK2603060001" />);
    const parents = within(await screen.findByRole('region', { name: 'Made from' }));
    expect(parents.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/packages/PK2603010001',
    );
    expect(parents.getByText('Mini album × 2')).toBeTruthy();
    expect(parents.getByText('₩40,000')).toBeTruthy();
    expect(parents.getByText('Unboxing video')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SP2603050001' }).getAttribute('href')).toBe(
      '/splits/SP2603050001',
    );
  });

  it('has no such section for a package received as it is', async () => {
    mockApi({ ...lists, 'GET /api/packages/PK2603010001': { body: detail() } });
    renderAt('/packages/PK2603010001', <PackageDetail code="PK2603010001" />);
    expect(await screen.findByRole('heading', { name: '[Package] PK2603010001' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Made from' })).toBeNull();
  });
});
