#!/usr/bin/env node
/**
 * Start-up benchmark: the time to a running app. Prints two figures, each the median of `--runs` starts:
 * - `npm start` after a change-free build: from running `npm start` until `GET /api/health` answers (the
 *   incremental build, scripts/build-changed.mjs, then the server);
 * - the server's own start on existing data (embedded database in a data folder the first start filled):
 *   from `node apps/server/dist/main.js` until `/api/health` answers, with the phases from its start-up log line
 *   (apps/server/src/lib/startup-timer.ts), its CPU time (steady when the machine is busy) and the load average.
 * Builds first if needed (not timed) and fills a fresh data folder with one start (not timed). Not part of CI.
 *
 * Usage: npm run bench:start [-- --runs 3] [--port 3300]
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { benchArgs, median, root, throwawayServerEnv } from './bench-common.mjs';

const { runs, port } = benchArgs({ runs: 3, port: 3300 });
const { dataDir, env } = throwawayServerEnv(port, 'bench-start', { NODE_ENV: 'development' });

async function answers() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * The CPU time a process has used (user + system, ms; Linux only, else undefined): unlike the wall-clock figures it
 * barely moves when other work shares the machine.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Starts a command in its own process group, waits for the health check, stops it; returns ms, the command's CPU
 * time until then (its own process: the server's when it is started directly) and its output.
 */
async function timeStart(command, args) {
  // The previous server may still be letting go of the port for a moment after it exited.
  for (let wait = 0; await answers(); wait++) {
    if (wait === 100) throw new Error(`Something already answers on port ${port}: pass --port`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ms;
  let cpu;
  while (ms === undefined) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited:\n${output}`);
    if (await answers()) {
      ms = performance.now() - started;
      cpu = cpuMs(child.pid);
    } else await new Promise((resolve) => setTimeout(resolve, 25));
  }
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return { ms, cpu, output };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const server = [process.execPath, ['--conditions=production', 'apps/server/dist/main.js']];

try {
  const build = spawnSync(process.execPath, ['scripts/build-changed.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const first = await timeStart(...server);
  console.log(`First start on an empty data folder (seeds the demo): ${seconds(first.ms)}`);

  const npmStarts = [];
  for (let run = 0; run < runs; run++) npmStarts.push((await timeStart('npm', ['start'])).ms);
  const serverStarts = [];
  const serverCpu = [];
  const phases = [];
  for (let run = 0; run < runs; run++) {
    const { ms, cpu, output } = await timeStart(...server);
    serverStarts.push(ms);
    if (cpu !== undefined) serverCpu.push(cpu);
    const line = output.split('\n').find((text) => text.includes('"startup":'));
    if (line) phases.push(JSON.parse(line).startup);
  }
  console.log(
    `npm start after a change-free build, until /api/health answers: ${seconds(median(npmStarts))}`,
  );
  console.log(`  runs: ${npmStarts.map(seconds).join(', ')}`);
  console.log(`Server start on existing data, until /api/health answers: ${seconds(median(serverStarts))}`);
  console.log(`  runs: ${serverStarts.map(seconds).join(', ')}`);
  if (serverCpu.length > 0) console.log(`  CPU time until it answers: ${seconds(median(serverCpu))}`);
  console.log(
    `  load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  for (const name of Object.keys(phases[0] ?? {})) {
    console.log(`  ${name.padEnd(26)} ${seconds(median(phases.map((phase) => phase[name] ?? 0)))}`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
