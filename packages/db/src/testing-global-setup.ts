import type { TestProject } from 'vitest/node';
import { createTestTemplate } from './testing.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated template (`createTestTemplate`): each test file copies it instead of migrating its own. */
    testDatabaseTemplate: string;
  }
}

/** Migrates one template for the whole integration run (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createTestTemplate();
  project.provide('testDatabaseTemplate', template.name);
  return template.dispose;
}
