import type { Database } from '@fanship/db/client';
import type { Config } from '../config.ts';
import type { Clock } from './clock.ts';

/** What services need from the running app: the database, the clock and the configuration. */
export type AppContext = { db: Database; clock: Clock; config: Config };
