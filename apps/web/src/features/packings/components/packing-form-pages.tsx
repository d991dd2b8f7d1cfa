import type { Packing } from '@fanship/domain/warehouse/packing';
import { PackageEditPage, type PackageFormKind, PackageNewPage } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';
import { PackingForm } from './packing-form.tsx';
import { emptyPackingForm, type PackingFormValues, valuesFromPacking } from './packing-form-values.ts';

/**
 * `/packings/new?packageCode=` (one package ticked from a package's 'Request Packing') and `/packings/edit/{code}`
 * (the form while the packing is requested, SCPA01; otherwise why not, with its link).
 */
const pages: PackageFormKind<Packing, PackingFormValues> = {
  path: '/packings',
  title: 'Packing',
  noun: 'packing',
  description: 'Pack your arrived packages together into a box, ready to ship to your address.',
  useDetail: packingsApi.useDetail,
  empty: emptyPackingForm,
  valuesOf: valuesFromPacking,
  form: (initialValues, request) => <PackingForm initialValues={initialValues} request={request} />,
};

export const PackingNewPage = () => <PackageNewPage kind={pages} />;
export const PackingEditPage = ({ code }: { code: string }) => <PackageEditPage kind={pages} code={code} />;
