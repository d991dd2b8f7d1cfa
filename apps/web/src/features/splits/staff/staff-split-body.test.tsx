import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { splitResults, staffSplit } from '../../../test/split-fixtures.ts';
import { splitKind } from '../split-kind.tsx';

const code = 'SP2603050001';
const path = `/api/staff/requests/split/${code}`;

describe("a split's staff page", () => {
  it('starts a requested split and then asks for its new packages, one row per content', async () => {
    const requested = staffSplit({
      status: 'SCSP01',
      statusLabel: 'Requested',
      actions: [
        { to: 'SCSP02', action: 'Start' },
        { to: 'SCSP09', action: 'Cancel' },
      ],
    });
    let isStarted = false;
    mockApi({
      [`GET ${path}`]: () => ({ body: isStarted ? staffSplit() : requested }),
      [`POST ${path}/start`]: () => {
        isStarted = true;
        return { body: staffSplit() };
      },
    });
    renderAt(`/staff/requests/split/${code}`, splitKind.staffPage(code));
    const target = within(await screen.findByRole('region', { name: 'Package to split' }));
    expect(target.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010001',
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Next step' })).getByRole('button', { name: 'Start' }),
    );
    // The answer replaces the step bar with the recording form; the notice still shows.
    expect(await screen.findByText(`${code} was started. The member has been told.`)).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'New package 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'New package 2' })).toBeTruthy();
  });

  it('offers Complete once the new packages are recorded, and lists them with links to their staff pages', async () => {
    mockApi({ [`GET ${path}`]: { body: staffSplit({ resultPackages: splitResults }) } });
    renderAt(`/staff/requests/split/${code}`, splitKind.staffPage(code));
    const results = within(await screen.findByRole('region', { name: 'Result packages' }));
    expect(results.getByRole('link', { name: 'PK2603060002' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603060002',
    );
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New package 1' })).toBeNull();
  });
});
