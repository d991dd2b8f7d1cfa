import { inclusionMachine } from '@fanship/domain/requests/status-machines';
import type { InclusionSummary } from '@fanship/domain/warehouse/inclusion';
import { useCodeLabel } from '../../code-lists/index.ts';
import { packageKind, packagePages } from '../../requests/index.ts';
import { inclusionsApi } from '../api/inclusions-api.ts';
import { InclusionForm } from './inclusion-form.tsx';
import { emptyInclusionForm, valuesFromInclusion } from './inclusion-form-values.ts';
import { InclusionRequestBody } from './inclusion-request-body.tsx';

/** Item (spec §2): the first version name and '+N' for the others; '-' for POB only. */
export function inclusionItemText(row: Pick<InclusionSummary, 'firstVersionName' | 'itemCount'>): string {
  if (!row.firstVersionName) return '-';
  return row.itemCount > 1 ? `${row.firstVersionName} +${row.itemCount - 1}` : row.firstVersionName;
}

function useInclusionView() {
  const albumTypeLabel = useCodeLabel('albumTypes');
  return {
    columns: [
      { header: 'Album Type', cell: (row: InclusionSummary) => albumTypeLabel(row.albumType) },
      { header: 'Artist/Album', cell: (row: InclusionSummary) => row.albumName },
      { header: 'Item', cell: inclusionItemText },
    ],
    cardLine: (row: InclusionSummary) =>
      `${albumTypeLabel(row.albumType)} · ${row.albumName} · ${inclusionItemText(row)}`,
  };
}

/**
 * The inclusion's member pages: `/inclusions` (spec §2 Inclusions: Created, ID, Status, Album Type, Artist/Album,
 * Item), `/inclusions/{code}` ('[Inclusion] {code}' with its status, fields, items, fees and timeline; Edit and
 * Cancel only while requested, SCIL01), `/inclusions/new?packageCode=` (its package ticked from a package's
 * 'Inclusion' action; the spec names the create form `/inclusions`, as every kind's it is `/inclusions/new`) and
 * `/inclusions/edit/{code}`.
 */
const inclusion = packageKind({
  noun: 'inclusion',
  description:
    'Have the inclusions of your arrived albums taken out: keep what you want, we repack it for you.',
  api: inclusionsApi,
  form: { Component: InclusionForm, values: valuesFromInclusion, empty: emptyInclusionForm },
  cancelText: (data) => (
    <>
      Are you sure to cancel this inclusion request? Inclusion {data.code} will be cancelled and its packages
      stay as they are. This cannot be undone.
    </>
  ),
  Body: InclusionRequestBody,
  list: {
    statuses: inclusionMachine.statuses,
    useView: useInclusionView,
    hint: 'Have the inclusions of your arrived albums taken out and keep only what you want.',
  },
});

export const InclusionDetail = ({ code }: { code: string }) => (
  <packagePages.Detail kind={inclusion} code={code} />
);
export const InclusionNewPage = () => <packagePages.New kind={inclusion} />;
export const InclusionEditPage = ({ code }: { code: string }) => (
  <packagePages.Edit kind={inclusion} code={code} />
);
export const InclusionList = () => <packagePages.List kind={inclusion} />;
