/**
 * What the benchmark scripts share: the repository root, their `--runs`/`--port` options (plus their own), a
 * fresh data folder with the environment a throwaway server runs in, and the median of a run's figures.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Parses `--runs` (at least 1) and `--port` (BENCH_PORT, else `port`) beside a script's own options. */
export function benchArgs({ runs, port, options = {} }) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(runs) },
      port: { type: 'string', default: process.env.BENCH_PORT ?? String(port) },
      ...options,
    },
  });
  return { values, runs: Math.max(1, Number(values.runs)), port: Number(values.port) };
}

/** A fresh data folder and the environment of a server on it, listening on 127.0.0.1:`port`. */
export function throwawayServerEnv(port, label, extra = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `fanship-${label}-`));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
  return { dataDir, env };
}

export const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
