import { useSearchParams } from 'react-router';
import { RequestEditPage, RequestNewPage } from '../../requests/index.ts';
import { packingsApi } from '../api/packings-api.ts';
import { PackingForm } from './packing-form.tsx';
import { emptyPackingForm, valuesFromPacking } from './packing-form-values.ts';

/** `/packings/new?packageCode=`: a new packing, one package ticked from the link (a package's 'Request Packing'). */
export function PackingNewPage() {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <RequestNewPage
      path="/packings"
      title="New packing"
      description="Pack your arrived packages together into a box, ready to ship to your address."
    >
      <PackingForm key={packageCode} initialValues={emptyPackingForm(packageCode)} />
    </RequestNewPage>
  );
}

/** `/packings/edit/{code}`: the form while the packing is requested (SCPA01); otherwise why not, with its link. */
export function PackingEditPage({ code }: { code: string }) {
  return (
    <RequestEditPage
      request={packingsApi.useDetail(code)}
      path="/packings"
      title="Packing"
      noun="packing"
      form={(data) => <PackingForm key={data.code} initialValues={valuesFromPacking(data)} request={data} />}
    />
  );
}
