/**
 * Staff's bulk status change: several packages moved to one status with one reason. Each package is its own
 * guarded move (`moveByHand`) in its own transaction with its own history row, so a package whose status does
 * not allow the move is refused, saying why, while the others still move; one at a time, so two bulk calls over
 * overlapping packages never wait on each other's locks in a cycle.
 */
import { statusLabel } from '@fanship/domain/requests/status-machines';
import type { PackagesStatusChangeResult } from '@fanship/domain/warehouse/intake';
import { packageMachine } from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveByHand } from './staff-packages.service.ts';

export async function changePackagesStatus(
  context: AppContext,
  staff: { memberId: number },
  change: { codes: string[]; to: string; reason: string },
): Promise<PackagesStatusChangeResult> {
  const result: PackagesStatusChangeResult = { moved: [], refused: [] };
  for (const code of new Set(change.codes)) {
    try {
      const status = await context.db.transaction((tx) =>
        moveByHand(context, tx, staff, code, change, context.clock.now()),
      );
      result.moved.push({ code, status, statusLabel: statusLabel(packageMachine, status) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = error.code === 'NOT_FOUND' ? 'No package has this code.' : error.message;
      result.refused.push({ code, message });
    }
  }
  return result;
}
