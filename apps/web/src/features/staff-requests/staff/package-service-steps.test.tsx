import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerPhotoUpload, choosePng, FakeRequest } from '../../../test/fake-xhr.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { fillResultRow as fillRow } from '../../../test/result-packages.ts';
import { staffSplit } from '../../../test/split-fixtures.ts';
import { PackageServiceSteps } from './package-service-steps.tsx';
import { RecordResultPackages } from './result-packages-form.tsx';
import { kgToGrams, weightMessageInKg } from './result-packages-values.ts';

const code = 'SP2603050001';
const base = `/api/staff/requests/split/${code}`;

/** The shared steps of a package-service kind, as a split's staff page draws them. */
function renderSteps(request: ReturnType<typeof staffSplit>, hasResults = false) {
  return renderAt(
    `/staff/requests/split/${code}`,
    <PackageServiceSteps
      kind="split"
      request={request}
      hasResults={hasResults}
      recordResults={
        <RecordResultPackages
          kind="split"
          code={code}
          rows={request.contents.map((content) => ({ heading: content, description: content }))}
        />
      }
    />,
  );
}

describe('the staff steps every package-service kind shares', () => {
  it('starts a requested request', async () => {
    const { calls } = mockApi({ [`POST ${base}/start`]: { body: staffSplit() } });
    renderSteps(staffSplit({ status: 'SCSP01', actions: [{ to: 'SCSP02', action: 'Start' }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(`${code} was started. The member has been told.`)).toBeTruthy();
    expect(calls.some((call) => call.key === `POST ${base}/start`)).toBe(true);
  });

  it('records one new package per content in kg and cm, with the messages in kilograms', async () => {
    const { calls } = mockApi({ [`POST ${base}/results`]: { body: staffSplit() } });
    renderSteps(staffSplit());
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.getByText('Albums of the first box')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record 2 packages' }));
    expect(await screen.findAllByText('Weight is required')).toHaveLength(2);
    fillRow(1, ['1.2', '30', '20', '10']);
    fillRow(2, ['250', '25', '15', '5.5']);
    fireEvent.click(screen.getByRole('button', { name: 'Record 2 packages' }));
    expect(await screen.findByText('Weight is too large (max. 200 kg)')).toBeTruthy();
    fillRow(2, ['0.4', '25', '15', '5.5']);
    fireEvent.click(screen.getByRole('button', { name: 'Record 2 packages' }));
    expect(await screen.findByText(`2 packages were recorded for ${code}.`)).toBeTruthy();
    expect(calls.find((call) => call.key === `POST ${base}/results`)?.body).toEqual({
      packages: [
        {
          weightGrams: 1200,
          widthCm: '30',
          lengthCm: '20',
          heightCm: '10',
          description: 'Albums of the first box',
          photos: [],
        },
        {
          weightGrams: 400,
          widthCm: '25',
          lengthCm: '15',
          heightCm: '5.5',
          description: 'Photocards and posters',
          photos: [],
        },
      ],
    });
  });

  it("keeps the rows and shows the server's refusal, its field messages on their fields", async () => {
    mockApi({
      [`POST ${base}/results`]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: packageServiceMessages.resultCount(2),
          fieldErrors: { 'packages.1.weightGrams': 'Weight is too large (max. 200,000)' },
        },
      },
    });
    renderSteps(staffSplit());
    fillRow(1, ['1.2', '30', '20', '10']);
    fillRow(2, ['0.4', '25', '15', '5']);
    fireEvent.click(screen.getByRole('button', { name: 'Record 2 packages' }));
    expect(await screen.findByText(packageServiceMessages.resultCount(2))).toBeTruthy();
    expect(screen.getByText('Weight is too large (max. 200 kg)')).toBeTruthy();
    const row = within(screen.getByRole('group', { name: 'New package 1' }));
    expect((row.getByLabelText(/^Weight \(kg\)/) as HTMLInputElement).value).toBe('1.2');
  });

  it('sends the photos uploaded for a package, and waits for an upload still running', async () => {
    FakeRequest.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const { calls } = mockApi({ [`POST ${base}/results`]: { body: staffSplit() } });
    renderSteps(staffSplit());
    fillRow(1, ['1.2', '30', '20', '10']);
    fillRow(2, ['0.4', '25', '15', '5']);
    const input = within(screen.getByRole('group', { name: 'New package 2' })).getByLabelText(
      'Upload photos',
      {
        selector: 'input',
      },
    ) as HTMLInputElement;
    choosePng(input, 'box.png');
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    expect(FakeRequest.sent[0]?.url).toBe('/api/staff/package-photos');
    expect((screen.getByRole('button', { name: 'Waiting for photos…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answerPhotoUpload(0, 'abc.png');
    fireEvent.click(await screen.findByRole('button', { name: 'Record 2 packages' }));
    await waitFor(() => expect(calls.some((call) => call.key === `POST ${base}/results`)).toBe(true));
    const body = calls.find((call) => call.key === `POST ${base}/results`)?.body as {
      packages: { photos: string[] }[];
    };
    expect(body.packages.map((row) => row.photos)).toEqual([[], ['abc.png']]);
  });

  it('completes once the new packages are recorded', async () => {
    const { calls } = mockApi({ [`POST ${base}/complete`]: { body: staffSplit() } });
    renderSteps(staffSplit(), true);
    expect(screen.queryByRole('form', { name: 'Record the new packages' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls.some((call) => call.key === `POST ${base}/complete`)).toBe(true));
  });

  it('turns kilograms into whole grams and leaves anything else to the contract', () => {
    expect(kgToGrams('1.2345')).toBe(1235);
    expect(kgToGrams('')).toBeUndefined();
    expect(kgToGrams('abc')).toBeNaN();
    expect(weightMessageInKg('Weight must be at least 1 g')).toBe('Weight must be at least 0.001 kg');
  });
});
