import { splitMachine } from '@fanship/domain/requests/status-machines';
import type { SplitSummary } from '@fanship/domain/warehouse/split';
import { packageKind, packagePages } from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';
import { SplitForm } from './split-form.tsx';
import { emptySplitForm, valuesFromSplit } from './split-form-values.ts';
import { SplitRequestBody } from './split-request-body.tsx';

const view = {
  columns: [{ header: 'Type', cell: (row: SplitSummary) => row.typeLabel }],
  cardLine: (row: SplitSummary) =>
    `${row.typeLabel} · ${row.targetPackage.code} into ${row.contents.length} packages`,
};

/**
 * The split's member pages: `/splits` (spec §2 Split: Created, ID, Status, Type), `/splits/{code}` ('[Split] {code}'
 * with its status, type, package, contents, new packages, fees and timeline; Edit and Cancel only while requested,
 * SCSP01), `/splits/new?packageCode=` (its package chosen from a package's 'Split' action) and `/splits/edit/{code}`.
 */
const split = packageKind({
  noun: 'split',
  description: 'Split an arrived package into smaller ones: describe what goes into each new package.',
  api: splitsApi,
  form: { Component: SplitForm, values: valuesFromSplit, empty: emptySplitForm },
  cancelText: (data) => (
    <>
      Are you sure to cancel this split request? Split {data.code} of package {data.targetPackage.code} will
      be cancelled and the package stays as it is. This cannot be undone.
    </>
  ),
  Body: SplitRequestBody,
  list: {
    statuses: splitMachine.statuses,
    useView: () => view,
    hint: 'Split an arrived package into smaller ones, each with its own contents, to ship them apart.',
  },
});

export const SplitDetail = ({ code }: { code: string }) => <packagePages.Detail kind={split} code={code} />;
export const SplitNewPage = () => <packagePages.New kind={split} />;
export const SplitEditPage = ({ code }: { code: string }) => <packagePages.Edit kind={split} code={code} />;
export const SplitList = () => <packagePages.List kind={split} />;
