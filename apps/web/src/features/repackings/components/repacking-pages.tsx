import { repackingMachine } from '@fanship/domain/requests/status-machines';
import type { RepackingSummary } from '@fanship/domain/warehouse/repacking';
import { packageKind, packagePages } from '../../requests/index.ts';
import { repackingsApi } from '../api/repackings-api.ts';
import { RepackingForm } from './repacking-form.tsx';
import { emptyRepackingForm, valuesFromRepacking } from './repacking-form-values.ts';
import { RepackingRequestBody } from './repacking-request-body.tsx';

/** The Item cell: the first item's name and '+N' for the others, '-' when the packages hold none. */
export const repackingItemLabel = (row: RepackingSummary) =>
  row.firstItemName ? `${row.firstItemName}${row.itemCount > 1 ? ` +${row.itemCount - 1}` : ''}` : '-';

const view = {
  columns: [
    { header: 'Package', cell: (row: RepackingSummary) => row.targetPackage.code },
    { header: 'Item', cell: repackingItemLabel },
  ],
  cardLine: (row: RepackingSummary) => `${row.targetPackage.code} · ${repackingItemLabel(row)}`,
};

/**
 * The repacking's member pages: `/repackings` (spec §2 Repacking: Created, ID, Status, Package, Item),
 * `/repackings/{code}` ('[Repacking] {code}' with its status, box, packages, note, once completed (SCRE03)
 * 'Repacking Completed' with the date, the new box and the videos, then fees and timeline; Edit and Cancel only while
 * requested, SCRE01), `/repackings/new?packageCode=` (its box chosen from an F box's 'Repack' action) and
 * `/repackings/edit/{code}`.
 */
const repacking = packageKind({
  noun: 'repacking',
  description:
    'Add arrived packages into one of your forwarding boxes: we repack them together into one box.',
  api: repackingsApi,
  form: { Component: RepackingForm, values: valuesFromRepacking, empty: emptyRepackingForm },
  cancelText: (data) => (
    <>
      Are you sure to cancel this repacking request? Repacking {data.code} will be cancelled and box{' '}
      {data.targetPackage.code} and its packages go back to your locker as they are. This cannot be undone.
    </>
  ),
  Body: RepackingRequestBody,
  list: {
    statuses: repackingMachine.statuses,
    useView: () => view,
    hint: 'Add arrived packages into one of your forwarding boxes before it ships.',
  },
});

export const RepackingDetail = ({ code }: { code: string }) => (
  <packagePages.Detail kind={repacking} code={code} />
);
export const RepackingNewPage = () => <packagePages.New kind={repacking} />;
export const RepackingEditPage = ({ code }: { code: string }) => (
  <packagePages.Edit kind={repacking} code={code} />
);
export const RepackingList = () => <packagePages.List kind={repacking} />;
