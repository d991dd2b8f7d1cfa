import { useSearchParams } from 'react-router';
import { RequestEditPage, RequestNewPage } from '../../requests/index.ts';
import { splitsApi } from '../api/splits-api.ts';
import { SplitForm } from './split-form.tsx';
import { emptySplitForm, valuesFromSplit } from './split-form-values.ts';

/** `/splits/new?packageCode=`: a new split, its package chosen from the link (a package's 'Split' action). */
export function SplitNewPage() {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <RequestNewPage
      path="/splits"
      title="New split"
      description="Split an arrived package into smaller ones: describe what goes into each new package."
    >
      <SplitForm key={packageCode} initialValues={emptySplitForm(packageCode)} />
    </RequestNewPage>
  );
}

/** `/splits/edit/{code}`: the form while the split is requested (SCSP01); otherwise why not, with its link. */
export function SplitEditPage({ code }: { code: string }) {
  return (
    <RequestEditPage
      request={splitsApi.useDetail(code)}
      path="/splits"
      title="Split"
      noun="split"
      form={(data) => <SplitForm key={data.code} initialValues={valuesFromSplit(data)} request={data} />}
    />
  );
}
