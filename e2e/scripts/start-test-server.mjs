// Starts the built server for the browser suite on a fresh embedded database in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'fanship-e2e-'));
const server = spawn(process.execPath, ['../apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    RATE_LIMIT_SCALE: '50',
    PASSWORD_HASH_COST: '12',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
