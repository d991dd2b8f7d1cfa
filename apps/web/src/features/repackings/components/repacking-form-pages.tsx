import { useSearchParams } from 'react-router';
import { RequestEditPage, RequestNewPage } from '../../requests/index.ts';
import { repackingsApi } from '../api/repackings-api.ts';
import { RepackingForm } from './repacking-form.tsx';
import { emptyRepackingForm, valuesFromRepacking } from './repacking-form-values.ts';

/** `/repackings/new?packageCode=`: a new repacking, its box chosen from the link (an F box's 'Repack' action). */
export function RepackingNewPage() {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <RequestNewPage
      path="/repackings"
      title="New repacking"
      description="Add arrived packages into one of your forwarding boxes: we repack them together into one box."
    >
      <RepackingForm key={packageCode} initialValues={emptyRepackingForm(packageCode)} />
    </RequestNewPage>
  );
}

/** `/repackings/edit/{code}`: the form while the repacking is requested (SCRE01); otherwise why not, with its link. */
export function RepackingEditPage({ code }: { code: string }) {
  return (
    <RequestEditPage
      request={repackingsApi.useDetail(code)}
      path="/repackings"
      title="Repacking"
      noun="repacking"
      form={(data) => (
        <RepackingForm key={data.code} initialValues={valuesFromRepacking(data)} request={data} />
      )}
    />
  );
}
