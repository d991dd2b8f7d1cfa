import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaffBody } from '../../../test/kind-pages.tsx';
import { staffRepacking } from '../../../test/repacking-fixtures.ts';
import { fillResultRow } from '../../../test/result-packages.ts';
import { StaffRepackingBody } from './staff-repacking-body.tsx';

const code = 'RP2603090001';
const results = `POST /api/staff/requests/repacking/${code}/results`;

describe("a repacking's staff page", () => {
  it('lists the box and the packages to add, and records the one repacked box with the weight taken out', async () => {
    const { calls } = renderStaffBody('repacking', code, <StaffRepackingBody request={staffRepacking()} />, {
      [results]: { body: {} },
    });
    const box = within(screen.getByRole('region', { name: 'Box to repack' }));
    expect(box.getByRole('link', { name: 'PK2603010004' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010004',
    );
    const added = within(screen.getByRole('region', { name: 'Packages to add' }));
    expect(added.getByText('M · In service')).toBeTruthy();
    expect(screen.getByText('PK2603010004 repacked with 2 packages')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add package' })).toBeNull();

    fillResultRow(1, ['4.1', '40', '30', '20']);
    fireEvent.change(screen.getByLabelText('Removed weight (g)'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record package' }));
    expect(await screen.findByText('Removed weight must be a whole number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Removed weight (g)'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record package' }));
    expect(await screen.findByText(`1 package was recorded for ${code}.`)).toBeTruthy();
    expect(calls.find((call) => call.key === results)?.body).toEqual({
      packages: [
        { weightGrams: 4100, widthCm: '40', lengthCm: '30', heightCm: '20', description: '', photos: [] },
      ],
      removedGrams: 300,
    });
  });

  it('shows the recorded box to staff before the repacking is completed, with Complete', () => {
    renderStaffBody(
      'repacking',
      code,
      <StaffRepackingBody request={staffRepacking({ resultPackageCode: 'PK2603100001' })} />,
    );
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
    const done = within(screen.getByRole('region', { name: 'Repacking Completed' }));
    expect(done.getByRole('link', { name: 'PK2603100001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603100001',
    );
  });
});
