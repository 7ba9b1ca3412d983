import type { AppDeps } from './deps.js';
import { healthSamplerTask } from './modules/status/status.service.js';

/**
 * Background work run by the `worker` role (and by `all`, the default). Each starter returns a stop
 * function; main.ts calls them all on shutdown.
 */
export type BackgroundTask = (deps: AppDeps) => () => Promise<void> | void;

export const backgroundTasks: BackgroundTask[] = [
  healthSamplerTask,
];

export function startBackground(deps: AppDeps) {
  const stops = backgroundTasks.map((start) => start(deps));
  return async () => {
    for (const stop of stops) await stop();
  };
}
