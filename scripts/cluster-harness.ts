// Several app processes as production runs them when the studio outgrows one machine: the built
// server (`node dist-server/index.js`) started N times on one PostgreSQL database and one
// S3-compatible bucket (s3rver), behind nginx (docs/operations.md#several-processes). Used by
// `npm run cluster` and the cluster test (tests/cluster/); nginx runs unprivileged from a
// generated config in a temp folder, every port is a free one, and each child is stopped by PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3rverProcess, s3rverEnv, type S3rverProcess } from '../server/test/s3rver-process';
import { ensureBuilt } from './ensure-built.mjs';
import {
  freePort,
  throwawayDatabase,
  waitForHealth,
  type ThrowawayDatabase,
} from './measure-helpers';

export const CLUSTER_ADMIN = { email: 'admin@estudio.test', password: 'senha-do-admin-cluster' };

export interface AppProcess {
  /** Its own address, to reach it past the proxy. */
  url: string;
  port: number;
  pid(): number | undefined;
  running(): boolean;
  /** Starts it (again) on its port and waits for its health check. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** The proxy's address: what the public sees (PUBLIC_URL). */
  url: string;
  databaseUrl: string;
  processes: AppProcess[];
  /** The proxy's error log (its retries are logged there). */
  proxyLog(): string;
  /**
   * Takes process `index` out of the proxy's rotation (or back in): the config rewritten with
   * `down` and nginx reloaded, as the runbook's rolling restart does.
   */
  setDown(index: number, down: boolean): Promise<void>;
  /** Restarts every process, one at a time, each drained first (the runbook's procedure). */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  /** The PostgreSQL server the throwaway database is made on. */
  baseDatabaseUrl?: string;
  /** More environment for every process (SMTP_URL, say). */
  env?: Record<string, string>;
  /** Where the processes' stderr goes (default: this process's). */
  stderr?: 'inherit' | 'ignore';
}

/** The nginx config of docs/operations.md, for these ports, in a folder of its own. */
export function nginxConfig(options: {
  dir: string;
  listenPort: number;
  upstreamPorts: { port: number; down: boolean }[];
  maxUploadMb: number;
}): string {
  const { dir, listenPort, upstreamPorts, maxUploadMb } = options;
  const servers = upstreamPorts
    .map(
      ({ port, down }) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${down ? ' down' : ''};`,
    )
    .join('\n');
  // As root (CI), workers run as nobody: they only need the temp folders, which are opened up.
  const user = process.getuid?.() === 0 ? 'user nobody nogroup;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Uploads stream through to the app, which refuses a larger one with its own pt-BR message.
  client_max_body_size ${maxUploadMb + 1}m;
  proxy_request_buffering off;
  upstream studio {
${servers}
    # Idle connections to the app are reused, closed before the app's 65 s (never mid-reuse).
    keepalive 32;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://studio;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is down or dies mid-request: GET and HEAD go to the next one (never a
      # POST once sent: it may have been written). A refused connection sent nothing: any method.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
      proxy_send_timeout 300s;
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.processes ?? 3;
  const baseDatabaseUrl =
    options.baseDatabaseUrl ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  ensureBuilt();
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const database: ThrowawayDatabase = await throwawayDatabase('cluster', baseDatabaseUrl);
    cleanups.push(() => database.remove());
    const databaseUrl = database.env.DATABASE_URL!;
    const bucket = 'studio-cluster';
    const s3: S3rverProcess = await startS3rverProcess(bucket);
    cleanups.push(() => s3.close());
    const proxyPort = await freePort();
    const url = `http://127.0.0.1:${proxyPort}`;
    // One secret for all: a session signed by one process must be read by every other.
    const secret = randomBytes(32).toString('hex');
    const maxUploadMb = 50;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ENV_FILE: 'off',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      BETTER_AUTH_SECRET: secret,
      ...s3rverEnv(s3.endpoint, bucket),
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The proxy is on this machine: its X-Forwarded-For hop is believed, nobody else's.
      TRUST_PROXY: '127.0.0.1',
      MAX_UPLOAD_MB: String(maxUploadMb),
      PIX_KEY: 'financeiro@estudio.test',
      ...options.env,
    };

    const processes: (AppProcess & { kill(): void })[] = [];
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      // Each process has a folder of its own (scratch copies for jobs); the files are in S3.
      const dataDir = mkdtempSync(path.join(tmpdir(), `studio-cluster-${index + 1}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      processes.push(
        builtAppProcess({
          label: `process ${index + 1}`,
          port,
          env: { ...env, DATA_DIR: dataDir },
          stderr: options.stderr,
        }),
      );
    }
    cleanups.push(async () => {
      await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    });
    // On a new database one process first: the app's migrations are locked, but pg-boss's first
    // install is not safe from two processes at once (docs/operations.md#several-processes).
    await processes[0]!.start();
    await Promise.all(processes.slice(1).map((p) => p.start()));

    const proxyDir = mkdtempSync(path.join(tmpdir(), 'studio-cluster-nginx-'));
    cleanups.push(() => rmSync(proxyDir, { recursive: true, force: true }));
    chmodSync(proxyDir, 0o755);
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(proxyDir, sub), { mode: 0o777 });
      chmodSync(path.join(proxyDir, sub), 0o777);
    }
    const down = processes.map(() => false);
    const confPath = path.join(proxyDir, 'nginx.conf');
    const writeConfig = () =>
      writeFileSync(
        confPath,
        nginxConfig({
          dir: proxyDir,
          listenPort: proxyPort,
          upstreamPorts: processes.map((p, i) => ({ port: p.port, down: down[i]! })),
          maxUploadMb,
        }),
      );
    writeConfig();
    const nginxArgs = ['-p', proxyDir, '-e', path.join(proxyDir, 'error.log'), '-c', confPath];
    const check = spawnSync(NGINX, [...nginxArgs, '-t'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
    const nginx = track(spawn(NGINX, nginxArgs, { stdio: ['ignore', 'ignore', 'inherit'] }));
    cleanups.push(async () => {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT'); // graceful: finishes the requests in flight
      await exited;
    });
    await waitForHealth(url, 10_000);

    const proxyLog = () => {
      try {
        return readFileSync(path.join(proxyDir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    };
    const setDown = async (index: number, value: boolean) => {
      down[index] = value;
      writeConfig();
      const before = workerPids(nginx.pid!);
      nginx.kill('SIGHUP');
      // Reloaded once the old worker is gone (it first finishes what it was serving).
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const now = workerPids(nginx.pid!);
        if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('nginx did not reload within 10 s');
    };
    return {
      url,
      databaseUrl,
      processes,
      proxyLog,
      setDown,
      async rollingRestart() {
        for (const [index, appProcess] of processes.entries()) {
          await setDown(index, true);
          // Drains: answers what it has, then exits (a process found dead is simply started).
          await appProcess.stop('SIGTERM');
          await appProcess.start();
          await setDown(index, false);
        }
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The built server (`node dist-server/index.js`) as one process of several, on `port` with `env`
 * (its DATA_DIR its own), not started yet. Its stderr passes through unless `stderr` is 'ignore'.
 */
export function builtAppProcess(options: {
  label: string;
  port: number;
  env: Record<string, string>;
  stderr?: 'inherit' | 'ignore';
}): AppProcess & { kill(): void } {
  const { label, port, env } = options;
  let child: ChildProcess | undefined;
  const appProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: () => child?.pid,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async start() {
      const started = spawn(process.execPath, ['dist-server/index.js'], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', process.env.CLUSTER_DEBUG ? 'inherit' : 'ignore', 'pipe'],
      });
      child = started;
      track(started);
      // Its log lines (warnings and errors) pass through; the last ones explain a failed start.
      let tail = '';
      started.stderr.on('data', (chunk: Buffer) => {
        tail = (tail + chunk.toString()).slice(-4_000);
        if (options.stderr !== 'ignore') process.stderr.write(chunk);
      });
      const exited = new Promise<never>((_, reject) =>
        started.once('exit', (code, signal) =>
          reject(new Error(`${label} exited (${code ?? signal}) at start:\n${tail}`)),
        ),
      );
      exited.catch(() => {});
      await Promise.race([waitForHealth(appProcess.url, 90_000), exited]);
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill(signal);
      await exited;
    },
    kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  return appProcess;
}

/** Every child still running: killed if this process exits first (a test runner's timeout). */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The PIDs of nginx's workers: the children of its master. */
function workerPids(masterPid: number): number[] {
  const result = spawnSync('ps', ['-o', 'pid=', '--ppid', String(masterPid)], { encoding: 'utf8' });
  return result.stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

export interface Answer {
  status: number;
  body: string;
  cookies: string[];
  json<T>(): T;
}

export interface CallOptions {
  /** The Origin header writes need (PUBLIC_URL: the proxy's address). */
  origin: string;
  cookie?: string;
  /** The client's address, as a proxy in front would tell it (X-Forwarded-For). */
  ip?: string;
  json?: unknown;
  form?: FormData;
}

/**
 * One request on a connection of its own (no keep-alive), so a connection the proxy or a process
 * closes can never be the reason a request fails: only the cluster can.
 */
export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions,
): Promise<Answer> {
  let body: Buffer | undefined;
  const headers: Record<string, string> = { origin: options.origin };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    const encoded = new Request('http://form.invalid', { method: 'POST', body: options.form });
    body = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type')!;
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          body: text,
          cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
