import { useSearchParams } from 'react-router';
import { RequestEditPage, RequestNewPage } from '../../requests/index.ts';
import { inclusionsApi } from '../api/inclusions-api.ts';
import { InclusionForm } from './inclusion-form.tsx';
import { emptyInclusionForm, valuesFromInclusion } from './inclusion-form-values.ts';

/**
 * `/inclusions/new?packageCode=`: a new inclusion, its package ticked from the link (a package's 'Inclusion'
 * action). The spec names the create form `/inclusions`; as every kind, the list is `/inclusions` and the form
 * `/inclusions/new`.
 */
export function InclusionNewPage() {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <RequestNewPage
      path="/inclusions"
      title="New inclusion"
      description="Have the inclusions of your arrived albums taken out: keep what you want, we repack it for you."
    >
      <InclusionForm key={packageCode} initialValues={emptyInclusionForm(packageCode)} />
    </RequestNewPage>
  );
}

/** `/inclusions/edit/{code}`: the form while the inclusion is requested (SCIL01); otherwise why not, with its link. */
export function InclusionEditPage({ code }: { code: string }) {
  return (
    <RequestEditPage
      request={inclusionsApi.useDetail(code)}
      path="/inclusions"
      title="Inclusion"
      noun="inclusion"
      form={(data) => (
        <InclusionForm key={data.code} initialValues={valuesFromInclusion(data)} request={data} />
      )}
    />
  );
}
