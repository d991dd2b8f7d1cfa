import type { AppContext } from '../../lib/app-context.ts';
import { pingDatabase } from './health.repository.ts';

/** Reports the service healthy once the database answers. */
export async function checkHealth(context: AppContext): Promise<{ status: 'ok' }> {
  await pingDatabase(context.db);
  return { status: 'ok' };
}
