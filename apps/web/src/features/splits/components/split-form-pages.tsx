import type { SplitRequestDetail } from '@fanship/domain/warehouse/split';
import { PackageEditPage, type PackageFormKind, PackageNewPage } from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';
import { SplitForm } from './split-form.tsx';
import { emptySplitForm, valuesFromSplit } from './split-form-values.ts';

/**
 * `/splits/new?packageCode=` (its package chosen from a package's 'Split' action) and `/splits/edit/{code}` (the
 * form while the split is requested, SCSP01; otherwise why not, with its link).
 */
const pages: PackageFormKind<SplitRequestDetail> = {
  noun: 'split',
  description: 'Split an arrived package into smaller ones: describe what goes into each new package.',
  api: splitsApi,
  form: (request, packageCode) => (
    <SplitForm
      initialValues={request ? valuesFromSplit(request) : emptySplitForm(packageCode)}
      request={request}
    />
  ),
};

export const SplitNewPage = () => <PackageNewPage kind={pages} />;
export const SplitEditPage = ({ code }: { code: string }) => <PackageEditPage kind={pages} code={code} />;
