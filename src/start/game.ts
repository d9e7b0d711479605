import { createGameQuery, type GameQuery } from '../game/index.js';
import type { StartStep } from './steps.js';

/**
 * The one game query of the app, shared by `/server info`, the game watch and the boards, so one cache and
 * one concurrency bound serve them all; closed on stop, with the sockets of queries still in flight.
 */
export function openGameQuery({ config, metrics, shutdown, overrides }: StartStep): GameQuery {
  const game = createGameQuery({
    enabled: config.gameQuery.enabled,
    concurrency: config.gameQuery.concurrency,
    timeoutMs: config.gameQuery.timeoutMs,
    // The built-in sandbox's games listen on loopback.
    allowPrivate: config.gameQuery.allowPrivate || config.hostingApiUrl === 'sandbox',
    allowHttp: config.gameQuery.allowHttp,
    metrics,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  shutdown.add(() => game.close());
  return game;
}
