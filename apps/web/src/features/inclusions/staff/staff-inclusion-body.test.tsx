import { codeLists } from '@fanship/domain/warehouse/code-lists';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffInclusion } from '../../../test/inclusion-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { inclusionKind } from '../inclusion-kind.tsx';

const code = 'IC2603050001';
const path = `/api/staff/requests/inclusion/${code}`;
const lists = { 'GET /api/code-lists': { body: codeLists() } };

describe("an inclusion's staff page", () => {
  it('asks a processing inclusion for its one result package, under the packages to work on', async () => {
    mockApi({ ...lists, [`GET ${path}`]: { body: staffInclusion() } });
    renderAt(`/staff/requests/inclusion/${code}`, inclusionKind.staffPage(code));
    const target = within(await screen.findByRole('region', { name: 'Packages to work on' }));
    expect(target.getByRole('link', { name: 'PK2603010001' }).getAttribute('href')).toBe(
      '/staff/packages/PK2603010001',
    );
    expect(await screen.findByRole('group', { name: 'New package 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New package 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('offers Complete once the result package is recorded', async () => {
    mockApi({ ...lists, [`GET ${path}`]: { body: staffInclusion({ resultPackageCode: 'PK2603090001' }) } });
    renderAt(`/staff/requests/inclusion/${code}`, inclusionKind.staffPage(code));
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'New package 1' })).toBeNull();
  });
});
