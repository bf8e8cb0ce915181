// A background task run on a timer inside the server process: never overlapped by its own next
// tick, never the reason the process stays alive, and stoppable before the database closes.
import type { Logger } from '../logger';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress, so the database can close under it. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** Named in the error log when a run fails. */
  name: string;
  run: () => Promise<void>;
  intervalMs: number;
  /** Wait before the first run; 0 runs it at once. */
  firstRunAfterMs?: number;
  logger: Logger;
}

export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { name, run, intervalMs, firstRunAfterMs = 0, logger } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  let interval: NodeJS.Timeout | undefined;

  const runOnce = () => {
    if (running || stopped) return; // a slow run is never overlapped by the next tick
    running = run()
      .catch((error: unknown) => logger.error({ err: error, job: name }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const startTicking = () => {
    runOnce();
    interval = setInterval(runOnce, intervalMs);
    interval.unref();
  };

  const first = firstRunAfterMs > 0 ? setTimeout(startTicking, firstRunAfterMs) : undefined;
  first?.unref();
  if (!first) startTicking();

  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
