import { ofmMachine } from '@fanship/domain/requests/status-machines';
import { requestKeys } from '../../../lib/query-keys.ts';

/** The member's OFM requests in the query cache (the kind's keys, by its name). */
export const ofmKeys = requestKeys(ofmMachine.kind);
