import type { Repacking } from '@fanship/domain/warehouse/repacking';
import { PackageEditPage, type PackageFormKind, PackageNewPage } from '../../requests/index.ts';
import { repackingsApi } from '../api/repackings-api.ts';
import { RepackingForm } from './repacking-form.tsx';
import { emptyRepackingForm, valuesFromRepacking } from './repacking-form-values.ts';

/**
 * `/repackings/new?packageCode=` (its box chosen from an F box's 'Repack' action) and `/repackings/edit/{code}`
 * (the form while the repacking is requested, SCRE01; otherwise why not, with its link).
 */
const pages: PackageFormKind<Repacking> = {
  noun: 'repacking',
  description:
    'Add arrived packages into one of your forwarding boxes: we repack them together into one box.',
  api: repackingsApi,
  form: (request, packageCode) => (
    <RepackingForm
      initialValues={request ? valuesFromRepacking(request) : emptyRepackingForm(packageCode)}
      request={request}
    />
  ),
};

export const RepackingNewPage = () => <PackageNewPage kind={pages} />;
export const RepackingEditPage = ({ code }: { code: string }) => <PackageEditPage kind={pages} code={code} />;
