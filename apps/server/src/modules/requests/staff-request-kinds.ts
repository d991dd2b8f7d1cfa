import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import type { AppContext } from '../../lib/app-context.ts';
import type { QueueRow, RequestRow } from './requests.repository.ts';

/**
 * What the staff console needs from one request kind: its table, a one-line summary and amount per queue row,
 * the request as the staff detail shows it, and its cancel (with what else a cancel undoes, like released
 * stock). The queue, the detail route and the cancel route are written once for all kinds
 * (`staff-requests.routes.ts`); each kind registers these in `app.ts`.
 */
export type StaffRequestKind = {
  machine: StatusMachine;
  summarize(
    context: AppContext,
    rows: QueueRow[],
  ): Promise<Map<number, { summary: string; amountKrw: number | null }>>;
  describe(context: AppContext, request: RequestRow): Promise<unknown>;
  cancel(
    context: AppContext,
    request: RequestRow,
    staff: { memberId: number; reason: string },
  ): Promise<void>;
};
