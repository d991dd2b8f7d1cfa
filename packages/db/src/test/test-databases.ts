import { afterAll, beforeAll, inject } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabaseFactory, type TestDatabaseFactory } from '../testing.ts';
import type {} from '../testing-global-setup.ts';

/**
 * One test database factory for the describe block (or file) it is called in: built before its tests, disposed
 * after them. Returns `create`, which gives each test its own migrated clone.
 */
export function useTestDatabases(): () => Promise<DatabaseHandle> {
  let factory: TestDatabaseFactory | undefined;
  beforeAll(async () => {
    // The run's migrated template (the integration project's global set-up), on PostgreSQL when TEST_DATABASE_URL is set.
    factory = await createTestDatabaseFactory(process.env.TEST_DATABASE_URL, inject('testDatabaseTemplate'));
  });
  afterAll(async () => {
    await factory?.dispose();
  });
  return () => {
    if (!factory) throw new Error('useTestDatabases: create() called outside a test');
    return factory.create();
  };
}
