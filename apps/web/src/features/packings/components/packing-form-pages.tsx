import type { Packing } from '@fanship/domain/warehouse/packing';
import { PackageEditPage, type PackageFormKind, PackageNewPage } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';
import { PackingForm } from './packing-form.tsx';
import { emptyPackingForm, valuesFromPacking } from './packing-form-values.ts';

/**
 * `/packings/new?packageCode=` (one package ticked from a package's 'Request Packing') and `/packings/edit/{code}`
 * (the form while the packing is requested, SCPA01; otherwise why not, with its link).
 */
const pages: PackageFormKind<Packing> = {
  noun: 'packing',
  description: 'Pack your arrived packages together into a box, ready to ship to your address.',
  api: packingsApi,
  form: (request, packageCode) => (
    <PackingForm
      initialValues={request ? valuesFromPacking(request) : emptyPackingForm(packageCode)}
      request={request}
    />
  ),
};

export const PackingNewPage = () => <PackageNewPage kind={pages} />;
export const PackingEditPage = ({ code }: { code: string }) => <PackageEditPage kind={pages} code={code} />;
