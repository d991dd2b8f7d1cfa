import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API fuzz file runs for minutes on one worker (every route, hostile values, three roles). Started late, as a
 * fresh clone's order does (no cached durations: larger files first), it finished minutes after every other file;
 * started first, the other worker runs the rest meanwhile.
 */
const longestFiles = /[\\/]api-fuzz\.test\.ts$/;

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const ofProject = sorted.filter((file) => file.project.name === name);
      const isLong = (file: TestSpecification) => longestFiles.test(file.moduleId);
      return [...ofProject.filter(isLong), ...ofProject.filter((file) => !isLong(file))];
    });
  }
}

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest's default is one worker on a two-core machine; two keep both cores busy.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          // Pure logic: the files share each worker's modules (zod and the domain imported once per worker).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Form journeys in jsdom take seconds on a busy machine; the default 5 s cut them off.
          testTimeout: 30000,
          // Pre-bundling the UI libraries once instead of per file halves the project's time.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/modals',
                  '@mantine/notifications',
                  '@mantine/dropzone',
                  '@tanstack/react-query',
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react-router',
                  'react-router/dom',
                  'react-hook-form',
                  '@hookform/resolvers/zod',
                  '@testing-library/react',
                  'dompurify',
                ],
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['packages/db/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One migrated template for the run: each test file copies it (apps/server/src/test/app.ts).
          globalSetup: ['packages/db/src/testing-global-setup.ts'],
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
