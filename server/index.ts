// The production entry point: one process serving the API and the built SPA on PORT.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { WeakAdminPasswordError } from './auth/admin-account';
import { baseUrlOf } from './auth/auth';
import { startBackupControl } from './backup/backup-control';
import { ConfigError, loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { DataDirInUseError } from './db/data-dir-lock';
import { startRuntime } from './runtime';
import { createPagePrerenderer } from './seo/prerender';
import { mountSeo, renderHead } from './seo/seo';
import { keepIdleConnectionsOpen } from './http/keep-alive';
import { inlineScriptSources, mountSpa } from './spa';
import { startupFailureMessage, startupLine } from './startup-line';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const started = performance.now();
  // The server works the queue's jobs and is the process that registers the schedules.
  const runtime = await startRuntime(config, undefined, { jobs: { schedules: true } });
  const distDir = path.resolve('dist');
  const indexHtml = path.join(distDir, 'index.html');
  const built = existsSync(indexHtml);
  const app = createApp(runtime, {
    pageScriptSources: built ? inlineScriptSources(readFileSync(indexHtml, 'utf8')) : [],
  });
  // The embedded database can only be snapshotted from inside this process: `npm run backup`.
  // Without it the site still works: only a backup while running is impossible, so say so.
  const backupControl = runtime.snapshotDatabase
    ? await startBackupControl({
        dataDir: config.dataDir,
        snapshot: runtime.snapshotDatabase,
        logger: runtime.logger,
      }).catch((error: unknown) => {
        runtime.logger.warn(
          { err: error },
          'backup control unavailable: back up with the server stopped',
        );
        return undefined;
      })
    : undefined;

  const baseUrl = baseUrlOf(config);
  mountSeo(app, baseUrl);
  if (built) {
    const prerenderer = createPagePrerenderer(runtime.logger);
    mountSpa(app, {
      distDir,
      auth: runtime.auth,
      publicUrl: config.publicUrl,
      renderHead: (pathname) => renderHead(pathname, baseUrl),
      renderBody: (pathname) => prerenderer.renderBody(pathname),
      renderAppPage: (request) => prerenderer.renderAppPage(request),
    });
    void prerenderer.warm();
  } else {
    runtime.logger.warn('dist/index.html not found: serving the API only (run `npm run build`)');
  }

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    runtime.logger.info(
      {
        url: `http://${info.address}:${info.port}`,
        engine: runtime.engine,
        startMs: Math.round(performance.now() - started),
      },
      'server listening',
    );
    // One plain line for the person at the terminal (the JSON lines are for log collectors).
    console.log(
      startupLine({
        host: config.host,
        port: info.port,
        publicUrl: config.publicUrl,
        engine: runtime.engine,
        dataDir: config.dataDir,
      }),
    );
  });
  keepIdleConnectionsOpen(server);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.logger.info({ signal }, 'shutting down');
    server.close(() => {
      // runtime.close() stops the job queue (waiting for its running jobs) before the database.
      Promise.resolve(backupControl?.stop())
        .then(() => runtime.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          runtime.logger.error({ err: error }, 'error while closing');
          process.exit(1);
        });
    });
    // Idle keep-alive connections would hold close() open; busy ones get a grace period.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 5_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(
    startupFailureMessage(error, [ConfigError, DataDirInUseError, WeakAdminPasswordError]),
  );
  process.exit(1);
});
