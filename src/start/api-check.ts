import type { Logger } from '../log.js';
import { apiCheckText, featuresThatCannotWork } from '../ops/api-check-text.js';
import { checkHostingApiAt, type ApiCheckTarget } from '../ops/api-check.js';

/** What the start-up check found wanting, for `/readyz`; empty until it ran, and when all can work. */
export type ApiFeatureState = { cannotWork(): string[] };

/**
 * Checks the hosting API once, after the key check, and logs the summary once: info when every feature can
 * work or the API cannot be reached (the key check warns of that), warn naming the features that cannot
 * work. It never fails the start: the bot serves what it can.
 */
export function checkApiOnce(
  target: ApiCheckTarget,
  logger: Logger,
  targetName: string,
): { state: ApiFeatureState; done: Promise<void> } {
  let cannot: string[] = [];
  const done = checkHostingApiAt(target).then(
    (result) => {
      cannot = featuresThatCannotWork(result);
      const summary = apiCheckText(result, targetName);
      if (result.outcome === 'ok')
        logger.info({ apiCheck: summary }, 'hosting API check: every feature can work');
      // The key check at start has already warned that the API cannot be reached: one warning, not two.
      else if (result.outcome === 'unreachable')
        logger.info({ apiCheck: summary }, 'hosting API check could not run');
      else
        logger.warn(
          { apiCheck: summary, cannotWork: cannot },
          'hosting API check: some features cannot work',
        );
    },
    (error: unknown) => logger.warn({ err: error }, 'hosting API check failed'),
  );
  return { state: { cannotWork: () => cannot }, done };
}
