// Periodic work each instance runs; safe to run on several instances at once.
import type { AppDeps } from "./deps";
import { pruneRateLimits } from "./services/rate-limit";
import { pruneSessions } from "./auth/session";
import { createMailWorker } from "./mail/worker";

export interface BackgroundJobs {
  stop(): Promise<void>;
}

export function startBackgroundJobs(deps: AppDeps): BackgroundJobs {
  const prune = async () => {
    try {
      await pruneRateLimits(deps.db);
      await pruneSessions(deps.db);
    } catch (error) {
      deps.logger.warn({ err: error }, "pruning failed");
    }
  };
  const timer = setInterval(prune, 10 * 60_000);
  timer.unref();
  const mailWorker = createMailWorker(deps);
  mailWorker.start();
  return {
    async stop() {
      clearInterval(timer);
      await mailWorker.stop();
    },
  };
}
