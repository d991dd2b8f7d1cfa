import { RequestDetailShell } from '../../requests/index.ts';
import { useCancelIncomingRequest, useIncomingRequest } from '../api/incomings-api.ts';
import { IncomingRequestBody } from './incoming-request-body.tsx';

/**
 * `/incomings/{code}`: '[Incoming] {code}' with its status, the parcel's fields and items, the package it arrived
 * as, the timeline; Edit and Cancel (after a confirmation) only while it is registered (SCIN01). Another member's
 * code is the 404 page.
 */
export function IncomingDetail({ code }: { code: string }) {
  return (
    <RequestDetailShell
      request={useIncomingRequest(code)}
      path="/incomings"
      title={(data) => `[Incoming] ${data.code}`}
      cancel={{
        mutation: useCancelIncomingRequest(),
        title: 'Cancel Incoming Request?',
        text: (data) => (
          <>
            Are you sure to cancel this incoming request? Incoming {data.code} (tracking number{' '}
            {data.trackingNo}) will be cancelled. This cannot be undone.
          </>
        ),
        done: 'Incoming cancelled.',
        failureTitle: 'The incoming was not cancelled',
      }}
      body={(data) => <IncomingRequestBody data={data} />}
    />
  );
}
