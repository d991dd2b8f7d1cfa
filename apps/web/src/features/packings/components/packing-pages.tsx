import { packingMachine } from '@fanship/domain/requests/status-machines';
import type { PackingSummary } from '@fanship/domain/warehouse/packing';
import { useCodeLabel } from '../../code-lists/index.ts';
import { packageKind, packagePages } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';
import { PackingForm } from './packing-form.tsx';
import { emptyPackingForm, valuesFromPacking } from './packing-form-values.ts';
import { PackingRequestBody } from './packing-request-body.tsx';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function usePackingView() {
  const typeLabel = useCodeLabel('packingTypes');
  return {
    columns: [
      { header: 'Packing Type', cell: (row: PackingSummary) => typeLabel(row.requestType) },
      { header: 'Priority Packing', cell: (row: PackingSummary) => yesNo(row.priority) },
    ],
    cardLine: (row: PackingSummary) =>
      `${typeLabel(row.requestType)} · Priority packing: ${yesNo(row.priority)}`,
  };
}

/**
 * The packing's member pages: `/packings` (spec §2 Packing: Created, ID, Status, Packing Type, Priority Packing),
 * `/packings/{code}` ('[Packing] {code}' with its status, options, address, packages, the pack result once completed
 * (SCPA04), fees and timeline; Edit and Cancel only while requested, SCPA01), `/packings/new?packageCode=` (one
 * package ticked from a package's 'Request Packing') and `/packings/edit/{code}`.
 */
const packing = packageKind({
  noun: 'packing',
  description: 'Pack your arrived packages together into a box, ready to ship to your address.',
  api: packingsApi,
  form: { Component: PackingForm, values: valuesFromPacking, empty: emptyPackingForm },
  cancelText: (data) => (
    <>
      Are you sure to cancel this packing request? Packing {data.code} will be cancelled and its{' '}
      {data.targetPackages.length === 1 ? 'package goes' : `${data.targetPackages.length} packages go`} back
      to your locker as they are. This cannot be undone.
    </>
  ),
  Body: PackingRequestBody,
  list: {
    statuses: packingMachine.statuses,
    useView: usePackingView,
    hint: 'Pack your arrived packages together into a box to ship abroad.',
  },
});

export const PackingDetail = ({ code }: { code: string }) => (
  <packagePages.Detail kind={packing} code={code} />
);
export const PackingNewPage = () => <packagePages.New kind={packing} />;
export const PackingEditPage = ({ code }: { code: string }) => (
  <packagePages.Edit kind={packing} code={code} />
);
export const PackingList = () => <packagePages.List kind={packing} />;
