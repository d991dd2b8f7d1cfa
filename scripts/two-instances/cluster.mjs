/**
 * The two-instance set-up the journey runs against: a fresh PostgreSQL database, an S3-compatible server (s3rver,
 * in this process), two production servers (`apps/server/dist`, built first) each with its own data folder, and
 * nginx round-robin in front. `stop()` ends everything it started (also after a failed start) and drops the database.
 */
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { send, waitFor } from './http-client.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.TWO_INSTANCES_PORT ?? 4710);
export const ports = { proxy: basePort, a: basePort + 1, b: basePort + 2, s3: basePort + 3 };
export const origins = {
  proxy: `http://127.0.0.1:${ports.proxy}`,
  a: `http://127.0.0.1:${ports.a}`,
  b: `http://127.0.0.1:${ports.b}`,
};
const adminUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL_PG ??
  'postgres://fanship:fanship@127.0.0.1:5432/postgres';
const bucket = 'fanship-two-instances';
// Stopped from outside: exit, so that every child is killed on the way out (startChild).
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1));

/** What each instance needs beyond its port and data folder: the same for both (README, "Two instances"). */
function instanceEnvironment(databaseUrl) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: origins.proxy,
    TRUST_PROXY: 'loopback',
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'warn',
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** nginx in front of both instances, round-robin, everything (logs, temp files, pid) in `folder`. */
function nginxConfig(folder) {
  return `worker_processes 1;
error_log ${folder}/nginx-error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$remote_addr "$request" $status $upstream_addr';
  access_log ${folder}/nginx-access.log upstream;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream fanship {
    server 127.0.0.1:${ports.a};
    server 127.0.0.1:${ports.b};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${ports.proxy};
    client_max_body_size 1100m;
    location / {
      proxy_pass http://fanship;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_read_timeout 3600s;
      proxy_send_timeout 3600s;
    }
  }
}
`;
}

/** A child process whose output's tail is kept (`output()`); `stop()` ends it (SIGTERM, then SIGKILL after 10 s). */
function startChild(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // Whatever ends this process (a failure, the test runner's timeout) ends the child too (SIGTERM: nginx's master
  // then ends its workers).
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  exited.then(() => process.off('exit', killOnExit));
  return {
    name,
    child,
    output: () => output.join(''),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `started` answers /api/health on `origin`; throws with its output when it exits or never answers. */
async function waitUntilHealthy(started, origin) {
  const healthy = await waitFor(
    async () => started.child.exitCode !== null || (await send(origin, '/api/health')).status === 200,
    { timeoutMs: 90_000, everyMs: 250 },
  );
  if (started.child.exitCode !== null) {
    throw new Error(`${started.name} exited (${started.child.exitCode}):\n${started.output()}`);
  }
  if (!healthy) throw new Error(`${started.name} did not answer on ${origin}:\n${started.output()}`);
}

/** Starts the set-up; on any failure stops what already started and throws. */
export async function startCluster() {
  const folder = mkdtempSync(join(tmpdir(), 'fanship-two-instances-'));
  // nginx's workers (another user when started as root) write their temp files under it.
  chmodSync(folder, 0o755);
  const stops = [];
  const cluster = {
    folder,
    databaseUrl: '',
    query: async () => {
      throw new Error('no database');
    },
    children: [],
    /** Ends everything; keeps the instances' and nginx's output in `logDir` when given. */
    async stop(logDir) {
      for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error(error));
      if (logDir) {
        mkdirSync(logDir, { recursive: true });
        for (const child of cluster.children) {
          writeFileSync(join(logDir, `${child.name.replace(' ', '-')}.log`), child.output());
        }
        for (const log of ['nginx-access.log', 'nginx-error.log']) {
          if (existsSync(join(folder, log))) copyFileSync(join(folder, log), join(logDir, log));
        }
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `fanship_two_instances_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    stops.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    cluster.databaseUrl = url.toString();
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    stops.push(() => client.end());
    cluster.query = (text, values) => client.query(text, values);

    mkdirSync(join(folder, 's3'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: ports.s3,
      silent: true,
      directory: join(folder, 's3'),
      configureBuckets: [{ name: bucket }],
    });
    await s3.run();
    stops.push(() => s3.close());

    const environment = instanceEnvironment(cluster.databaseUrl);
    for (const name of ['a', 'b']) {
      const dataDir = join(folder, `data-${name}`);
      mkdirSync(dataDir);
      const instance = startChild(
        `instance ${name}`,
        process.execPath,
        ['--conditions=production', 'apps/server/dist/main.js'],
        { cwd: root, env: { ...process.env, ...environment, PORT: String(ports[name]), DATA_DIR: dataDir } },
      );
      cluster.children.push(instance);
      stops.push(() => instance.stop());
    }
    await Promise.all(
      cluster.children.map((instance, i) => waitUntilHealthy(instance, [origins.a, origins.b][i])),
    );

    const configFile = join(folder, 'nginx.conf');
    writeFileSync(configFile, nginxConfig(folder));
    const nginx = startChild(
      'nginx',
      process.env.NGINX ?? 'nginx',
      [
        '-p',
        folder,
        '-e',
        join(folder, 'nginx-error.log'),
        '-c',
        configFile,
        '-g',
        `daemon off; pid ${folder}/nginx.pid;`,
      ],
      { cwd: folder },
    );
    cluster.children.push(nginx);
    stops.push(() => nginx.stop());
    await waitUntilHealthy(nginx, origins.proxy);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
