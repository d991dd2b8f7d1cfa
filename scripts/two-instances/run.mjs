/**
 * `npm run test:two-instances`: runs the two-instance journey (journey.test.mjs) with node:test, printing each step
 * and writing a JUnit report to .ci/reports/two-instances.xml (counted by .ci/count-tests.mjs), with the
 * instances' and nginx's logs beside it in .ci/reports/two-instances/. Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const reports = join(here, '../../.ci/reports');
mkdirSync(reports, { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-timeout=120000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=junit',
    `--test-reporter-destination=${join(reports, 'two-instances.xml')}`,
    join(here, 'journey.test.mjs'),
  ],
  { stdio: 'inherit', env: { ...process.env, TWO_INSTANCES_LOG_DIR: join(reports, 'two-instances') } },
);
process.exit(result.status ?? 1);
