import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt, typeInto } from '../../../test/render.tsx';
import { InterestKeywordsPage } from './interest-keywords-page.tsx';

const record = (id: number, keyword: string, name: string, parentId: number | null, active = true) => ({
  id,
  keyword,
  name,
  parentId,
  position: 0,
  active,
});
const tree = [
  { ...record(1, 'GROUPS', 'K-pop groups', null), children: [record(3, 'BTS', 'BTS', 1, false)] },
  { ...record(2, 'CONCERTS', 'Concerts', null), children: [] },
];

describe('staff interest keywords', () => {
  it('lists top-level keywords with their sub-keywords, marking inactive ones', async () => {
    mockApi({ 'GET /api/staff/interest-keywords': { body: tree } });
    renderAt('/staff/interest-keywords', <InterestKeywordsPage />);
    expect(await screen.findByText('K-pop groups')).toBeTruthy();
    expect(screen.getByText('BTS · order 0')).toBeTruthy();
    expect(screen.getAllByText('Inactive')).toHaveLength(1);
  });

  it('adds a sub-keyword under the keyword it was asked from and keeps the input on a refusal', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'GET /api/staff/interest-keywords': { body: tree },
      'POST /api/staff/interest-keywords': () =>
        ++attempt === 1
          ? { status: 409, body: { code: 'CONFLICT', message: 'Keyword is already in use.' } }
          : { status: 201, body: record(4, 'TWICE', 'TWICE', 1) },
    });
    renderAt('/staff/interest-keywords', <InterestKeywordsPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add sub-keyword' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    typeInto('Name', 'TWICE');
    typeInto('Keyword', 'TWICE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save keyword' }));
    expect(await within(dialog).findByText('Keyword is already in use.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('TWICE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save keyword' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.filter((call) => call.key === 'POST /api/staff/interest-keywords');
    expect(posted.at(-1)?.body).toEqual({
      keyword: 'TWICE',
      name: 'TWICE',
      parentId: 1,
      position: 0,
      active: true,
    });
  });
});
